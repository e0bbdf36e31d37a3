import { Alert, Button, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { reviewQueries } from '@/features/requests/api/review-queries';
import { RequestCard } from '@/features/requests/components/request-card';
import { mergeRequestPages } from '@/lib/merge-request-pages';
import { type RequestListFilter, requestQueries } from '@/lib/request-queries';
import { accountQueries } from '@/lib/session';
import type { TimeRequest } from '@/lib/wire';

/** Stand-ins shaped like cards while the first page loads. */
function RequestListSkeleton({ label }: { label: string }) {
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
export function useReviewerName(): (idUser: string) => string | undefined {
  const { t } = useTranslation('requests');
  const me = useQuery(accountQueries.me()).data;
  const workspaceId = me?.activeWorkspace?.id ?? '';
  const members = useQuery({ ...requestQueries.members(workspaceId), enabled: workspaceId !== '' });
  return (idUser) => {
    if (idUser === me?.user.id) return t('card.reviewerYou');
    return members.data?.find((member) => member.idUser === idUser)?.name;
  };
}

export interface RequestListViewProps {
  filter: RequestListFilter;
  /** Another member's requests (a reviewer's view); default the caller's own. */
  idMember?: string;
  /** Each request, as its card. */
  renderItem: (request: TimeRequest) => ReactNode;
  /** The list's (hidden) heading, what the skeleton and the load error say. */
  texts: { heading: string; loading: string; error: string };
  /** What an empty list says, and the way on from it. */
  empty: { title: string; body: string; action: ReactNode };
  /** Whether to say how many of how many are shown. */
  showCount?: boolean;
}

/** Requests of the filter, newest first, a page at a time: loading, failed, empty or listed. */
export function RequestListView({
  filter,
  idMember,
  renderItem,
  texts,
  empty,
  showCount = false,
}: RequestListViewProps) {
  const { t } = useTranslation('requests');
  // One of the two reads runs: the caller's own list, or the member's a reviewer looks at.
  const own = useInfiniteQuery({ ...requestQueries.list(filter), enabled: idMember === undefined });
  const member = useInfiniteQuery({
    ...reviewQueries.memberList({ idMember: idMember ?? '', ...filter }),
    enabled: idMember !== undefined,
  });
  const list = idMember === undefined ? own : member;
  const merged = useMemo(
    () => mergeRequestPages(filter.kinds, list.data?.pages ?? []),
    [filter.kinds, list.data],
  );

  const heading = (
    <VisuallyHidden>
      <Title order={2}>{texts.heading}</Title>
    </VisuallyHidden>
  );

  if (list.isPending) {
    return (
      <>
        {heading}
        <RequestListSkeleton label={texts.loading} />
      </>
    );
  }
  if (list.isError) {
    return (
      <>
        {heading}
        <Alert color="red" variant="light" title={texts.error}>
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
            <Text fw={600}>{empty.title}</Text>
            <Text size="sm" c="dimmed" maw={480}>
              {empty.body}
            </Text>
            {empty.action}
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
          <li key={`${request.kind}:${request.id}`}>{renderItem(request)}</li>
        ))}
      </Stack>
      {(showCount || merged.hasMore) && (
        <Stack align="center" gap="xs" mt="xs">
          {showCount && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('list.showing', { shown: merged.items.length, total: merged.total })}
            </Text>
          )}
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
      )}
    </Stack>
  );
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

/** The member's requests for the filter as cards, with who reviewed each. */
export function RequestList({
  filter,
  filtered,
  onClearFilters,
  draftsHref,
  emptyAction,
}: RequestListProps) {
  const { t } = useTranslation('requests');
  const reviewerName = useReviewerName();
  return (
    <RequestListView
      filter={filter}
      showCount
      texts={{ heading: t('list.heading'), loading: t('list.loading'), error: t('list.error') }}
      empty={{
        title: t(filtered ? 'empty.filteredTitle' : 'empty.title'),
        body: t(filtered ? 'empty.filteredBody' : 'empty.body'),
        action: filtered ? (
          <Button variant="light" mt="xs" onClick={onClearFilters}>
            {t('filter.clear')}
          </Button>
        ) : (
          emptyAction
        ),
      }}
      renderItem={(request) => (
        <RequestCard request={request} reviewerName={reviewerName} draftsHref={draftsHref} />
      )}
    />
  );
}
