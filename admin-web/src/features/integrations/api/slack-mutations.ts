import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

import { slackQueries } from '@/features/integrations/api/slack-queries';
import type {
  SlackIntegration,
  SlackIntegrationState,
  SlackLink,
} from '@/features/integrations/types';
import { apiClient } from '@/lib/api-client';

/**
 * Changes of the integration on their way, per query client: the page reads the integration
 * again only once the last one is settled, so none of the others is shown undone meanwhile.
 * Counted here because react-query still counts a mutation as pending while its onSettled runs.
 */
const changesOnTheirWay = new WeakMap<QueryClient, number>();

/** The two switches of time-tracking-spec section 4, and the PATCH each one is saved by. */
export type SlackToggle = 'isClockOn' | 'isLocationOn';
const togglePaths: Record<SlackToggle, string> = {
  isClockOn: '/v1/workspaces/slack/clock',
  isLocationOn: '/v1/workspaces/slack/location',
};

/** The state with its connected integration changed; nothing to change while none is. */
function withIntegration(
  state: SlackIntegrationState | undefined,
  change: (integration: SlackIntegration) => SlackIntegration,
): SlackIntegrationState | undefined {
  if (state?.slackIntegration == null) return state;
  return { ...state, slackIntegration: change(state.slackIntegration) };
}

/** Keeps the page's copy of the integration in step with what the API answered. */
function useSlackCache(idWorkspace: string) {
  const queryClient = useQueryClient();
  const { queryKey } = slackQueries.state(idWorkspace);
  return {
    queryClient,
    queryKey,
    set: (integration: SlackIntegration | null) => {
      queryClient.setQueryData(queryKey, (state) =>
        state === undefined ? state : { ...state, slackIntegration: integration },
      );
    },
    begin: () => {
      changesOnTheirWay.set(queryClient, (changesOnTheirWay.get(queryClient) ?? 0) + 1);
    },
    settle: () => {
      const left = Math.max(0, (changesOnTheirWay.get(queryClient) ?? 1) - 1);
      changesOnTheirWay.set(queryClient, left);
      if (left === 0) void queryClient.invalidateQueries({ queryKey });
    },
  };
}

/** PUT /v1/workspaces/slack: finishes the OAuth return with Slack's code. */
export function useConnectSlack(idWorkspace: string) {
  const cache = useSlackCache(idWorkspace);
  return useMutation({
    mutationFn: (request: { code: string; redirectUri: string }) =>
      apiClient.put<SlackIntegration>('/v1/workspaces/slack', request),
    onMutate: cache.begin,
    onSuccess: cache.set,
    onSettled: cache.settle,
    // The page tells the outcome where the person looks: at the top of the Slack card.
    meta: { presentErrors: false },
  });
}

/**
 * PATCH /v1/workspaces/slack/clock or /location. Applied at once and put back if the API refuses
 * (time-tracking-spec section 4): only the flag this call changed, so two quick flips of
 * different switches never undo each other.
 */
export function useToggleSlack(
  idWorkspace: string,
  onRefused: (toggle: SlackToggle, error: Error) => void,
) {
  const cache = useSlackCache(idWorkspace);
  return useMutation({
    mutationFn: ({ toggle, value }: { toggle: SlackToggle; value: boolean }) =>
      apiClient.patch<SlackIntegration>(togglePaths[toggle], { [toggle]: value }),
    onMutate: async ({ toggle, value }) => {
      cache.begin();
      await cache.queryClient.cancelQueries({ queryKey: cache.queryKey });
      cache.queryClient.setQueryData(cache.queryKey, (state) =>
        withIntegration(state, (integration) => ({ ...integration, [toggle]: value })),
      );
    },
    // Here rather than in mutate's own callbacks, which only the latest of two quick flips gets.
    onError: (error, { toggle, value }) => {
      cache.queryClient.setQueryData(cache.queryKey, (state) =>
        withIntegration(state, (integration) => ({ ...integration, [toggle]: !value })),
      );
      onRefused(toggle, error);
    },
    onSettled: cache.settle,
    // The switch tells its own failure: what was put back, and why.
    meta: { presentErrors: false },
  });
}

/** PATCH /v1/workspaces/slack: reads the team's name again from Slack. */
export function useRefreshSlack(idWorkspace: string) {
  const cache = useSlackCache(idWorkspace);
  return useMutation({
    mutationFn: () => apiClient.patch<SlackIntegration>('/v1/workspaces/slack'),
    onMutate: cache.begin,
    onSuccess: cache.set,
    onSettled: cache.settle,
  });
}

/** DELETE /v1/workspaces/slack?id=: revokes the app's token and forgets the team. */
export function useDisconnectSlack(idWorkspace: string, onDisconnected: () => void) {
  const cache = useSlackCache(idWorkspace);
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete<unknown>('/v1/workspaces/slack', { query: { id } }),
    onMutate: cache.begin,
    // Told here: the card that asked is gone once the cache says nothing is connected.
    onSuccess: () => {
      onDisconnected();
      cache.set(null);
    },
    onSettled: cache.settle,
    // The dialog shows why it could not disconnect, and stays open.
    meta: { presentErrors: false },
  });
}

/** POST /v1/accounts/me/slack-links: binds the Slack account of the link to the signed-in person. */
export function useConfirmSlackLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiClient.post<SlackLink>('/v1/accounts/me/slack-links', { token }),
    onSuccess: (_link, token) => {
      // Used up: its preview must never be offered again from the cache.
      queryClient.removeQueries({ queryKey: slackQueries.linkPreview(token).queryKey });
    },
    meta: { presentErrors: false },
  });
}
