import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useReviewsRequests } from '@/features/requests/components/pending-reviews-badge';
import { PendingByMember } from '@/features/requests/components/reviews/pending-by-member';
import { ReviewQueue } from '@/features/requests/components/reviews/review-queue';
import { ReviewShortcuts } from '@/features/requests/components/reviews/review-shortcuts';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * The review queue: every request of the team the caller may decide, oldest first, with the
 * open counts per member and the keyboard shortcuts beside it. Someone who reviews nothing is
 * told why instead of shown an empty queue.
 */
export default function ApprovalsRoute() {
  const { t } = useTranslation('reviews');
  usePageTitle(t('title.approvals'));
  const reviews = useReviewsRequests();

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('title.approvals')}
        </Title>
        <Text c="dimmed" size="sm" maw={640}>
          {t('queue.lead')}
        </Text>
      </Stack>
      {reviews ? (
        <>
          <PendingByMember />
          <ReviewShortcuts />
          <ReviewQueue />
        </>
      ) : (
        <Alert variant="light" color="gray" title={t('queue.noPermission.title')}>
          {t('queue.noPermission.body')}
        </Alert>
      )}
    </Stack>
  );
}
