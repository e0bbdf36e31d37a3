import { Alert, Button, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { accountQueries } from '@/features/accounts/api/account-queries';
import { type RequestListFilter, requestQueries } from '@/features/requests/api/request-queries';
import { RequestCard } from '@/features/requests/components/request-card';
import { mergeRequestPages } from '@/features/requests/utils/merge-request-pages';

/** Stand-ins shaped like cards while the first page loads. */
export function RequestListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      {[0, 1, 2].map((index) => (
        <Paper key={index} withBorder radius="md" p="md">
          <Skeleton height={14} width="40%" mb="sm" />
          <Skeleton height={10} width="70%" mb={6} />
          <Skeleton height={10} width="55%" />
        </Paper>
      ))}
    </Stack>
  );
}

/** Who reviewed: "you", a member's name, or unknown (a former member, names not loaded). */
function useReviewerName(): (idUser: string) => string | undefined {
  const { t } = useTranslation('requests');
  const me = useQuery(accountQueries.me()).data;
  const workspaceId = me?.activeWorkspace?.id ?? '';
  const members = useQuery({ ...requestQueries.members(workspaceId), enabled: workspaceId !== '' });
  return (idUser) => {
    if (idUser === me?.user.id) return t('card.reviewerYou');
    return members.data?.find((member) => member.idUser === idUser)?.name;
  };
}

export interface RequestListProps {
  filter: RequestListFilter;
  /** Whether a kind or status filter is on (the empty state then suggests another). */
  filtered: boolean;
  onClearFilters: () => void;
  draftsHref: string;
  /** Shown when there is nothing at all (the way to file a first request). */
  emptyAction: ReactNode;
}

/** The member's requests for the filter, newest first, read a page at a time. */
export function RequestList({
  filter,
  filtered,
  onClearFilters,
  draftsHref,
  emptyAction,
}: RequestListProps) {
  const { t } = useTranslation('requests');
  const list = useInfiniteQuery(requestQueries.list(filter));
  const reviewerName = useReviewerName();
  const merged = useMemo(
    () => mergeRequestPages(filter.kinds, list.data?.pages ?? []),
    [filter.kinds, list.data],
  );

  const heading = (
    <VisuallyHidden>
      <Title order={2}>{t('list.heading')}</Title>
    </VisuallyHidden>
  );

  if (list.isPending) {
    return (
      <>
        {heading}
        <RequestListSkeleton label={t('list.loading')} />
      </>
    );
  }
  if (list.isError) {
    return (
      <>
        {heading}
        <Alert color="red" variant="light" title={t('list.error')}>
          <Button
            mt="xs"
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => {
              void list.refetch();
            }}
          >
            {t('list.retry')}
          </Button>
        </Alert>
      </>
    );
  }
  if (merged.items.length === 0 && !merged.hasMore) {
    return (
      <>
        {heading}
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" ta="center" gap="xs">
            <Text fw={600}>{t(filtered ? 'empty.filteredTitle' : 'empty.title')}</Text>
            <Text size="sm" c="dimmed" maw={480}>
              {t(filtered ? 'empty.filteredBody' : 'empty.body')}
            </Text>
            {filtered ? (
              <Button variant="light" mt="xs" onClick={onClearFilters}>
                {t('filter.clear')}
              </Button>
            ) : (
              emptyAction
            )}
          </Stack>
        </Paper>
      </>
    );
  }

  return (
    <Stack gap="sm">
      {heading}
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {merged.items.map((request) => (
          <li key={`${request.kind}:${request.id}`}>
            <RequestCard request={request} reviewerName={reviewerName} draftsHref={draftsHref} />
          </li>
        ))}
      </Stack>
      <Stack align="center" gap="xs" mt="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('list.showing', { shown: merged.items.length, total: merged.total })}
        </Text>
        {merged.hasMore && (
          <Button
            variant="default"
            loading={list.isFetchingNextPage}
            disabled={list.isFetchingNextPage}
            onClick={() => {
              void list.fetchNextPage();
            }}
          >
            {t('list.loadMore')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
