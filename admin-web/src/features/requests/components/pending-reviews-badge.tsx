import { Button } from '@mantine/core';
import { Permission } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CheckCircleIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { reviewQueries } from '@/features/requests/api/review-queries';
import { useLocalePrefix } from '@/hooks/use-locale';
import { accountQueries } from '@/lib/session';
import { canInWorkspace } from '@/lib/workspace-permissions';

/** Whether the caller reviews some kind of request in the active workspace. */
export function useReviewsRequests(): boolean {
  const workspace = useQuery(accountQueries.me()).data?.activeWorkspace;
  return (
    workspace != null &&
    (canInWorkspace(workspace, Permission.ManageTimestampModification) ||
      canInWorkspace(workspace, Permission.ManageWorkspaceTimeModification))
  );
}

/**
 * The header's count of requests waiting for the caller's review, a link to the queue. Nothing
 * for those who review nothing, and nothing while none waits (no badge to tell apart from zero).
 */
export function PendingReviewsBadge() {
  const reviews = useReviewsRequests();
  return reviews ? <WaitingCount /> : null;
}

function WaitingCount() {
  const { t } = useTranslation('reviews');
  const prefix = useLocalePrefix();
  const waiting = useQuery(reviewQueries.waiting()).data ?? 0;
  if (waiting === 0) return null;
  // The name holds the number shown, so speech input finds it by what it sees.
  const label = t('badge.label', { count: waiting });
  return (
    <Button
      component={Link}
      to={paths.approvals.getHref({}, prefix)}
      variant="default"
      size="compact-sm"
      radius="xl"
      aria-label={label}
      title={label}
      leftSection={<CheckCircleIcon size={16} />}
    >
      {waiting}
    </Button>
  );
}
