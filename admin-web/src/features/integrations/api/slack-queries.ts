import { queryOptions } from '@tanstack/react-query';

import type { SlackIntegrationState, SlackLinkPreview } from '@/features/integrations/types';
import { apiClient } from '@/lib/api-client';

/** The Slack integration of the active workspace, and the one-time links members confirm. */
export const slackQueries = {
  all: () => ['slack'] as const,
  /** GET /v1/workspaces/slack: keyed by workspace, so switching never shows the other's team. */
  state: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...slackQueries.all(), 'state', idWorkspace] as const,
      queryFn: ({ signal }) =>
        apiClient.get<SlackIntegrationState>('/v1/workspaces/slack', { signal }),
      // The page shows its own failure with a retry button.
      meta: { presentErrors: false },
    }),
  /** GET /v1/accounts/me/slack-links/{token}: whose Slack account the link would bind. */
  linkPreview: (token: string) =>
    queryOptions({
      queryKey: [...slackQueries.all(), 'link', token] as const,
      queryFn: ({ signal }) =>
        apiClient.get<SlackLinkPreview>(
          `/v1/accounts/me/slack-links/${encodeURIComponent(token)}`,
          { signal },
        ),
      // A link is read once: polling would only race the confirmation that uses it up.
      refetchInterval: false,
      refetchOnWindowFocus: false,
      meta: { presentErrors: false },
    }),
};
