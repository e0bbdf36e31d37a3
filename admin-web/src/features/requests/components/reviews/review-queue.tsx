import { Alert, Button, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { reviewQueries } from '@/features/requests/api/review-queries';
import { useBulkApprove, useReviewRequest } from '@/features/requests/api/review-request';
import { ReviewCard } from '@/features/requests/components/reviews/review-card';
import { reviewKeyAction } from '@/features/requests/components/reviews/review-shortcuts';
import { notify } from '@/lib/notify';
import type { TimeRequest } from '@/lib/wire';

const LIST_STYLE = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--mantine-spacing-sm)',
} as const;

/** Text fields keep their keys; everything else in a card answers the queue's shortcuts. */
function typesText(element: HTMLElement): boolean {
  if (element instanceof HTMLTextAreaElement || element.isContentEditable) return true;
  return element instanceof HTMLInputElement && element.type !== 'checkbox';
}

/**
 * The requests waiting for the caller's review, the longest waiting first: decide one with a
 * click or a key, or select several and approve them together. A decided request leaves the list
 * at once and the focus moves on to the next, so a reviewer can work down the queue by keyboard.
 */
export function ReviewQueue() {
  const { t } = useTranslation('reviews');
  const { t: tr } = useTranslation('requests');
  const list = useInfiniteQuery(reviewQueries.pending());
  const review = useReviewRequest();
  const bulk = useBulkApprove();
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<ReadonlyMap<string, unknown>>(new Map());
  const [deciding, setDeciding] = useState<string | null>(null);
  /** The place in the list that gets the focus once the decided card is gone. */
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items).filter((item) => !decided.has(item.id));
  const total = Math.max((pages[0]?.total ?? 0) - decided.size, items.length);

  const cards = () => [
    ...(listRef.current?.querySelectorAll<HTMLElement>('[data-review-card]') ?? []),
  ];

  useEffect(() => {
    if (focusAt === null) return;
    const shown = cards();
    const card = shown[Math.min(focusAt, shown.length - 1)];
    card?.focus();
    setFocusAt(null);
  }, [focusAt, items.length]);

  const titleOf = (request: TimeRequest) => tr(`card.title.${request.requestType}.${request.kind}`);

  const forget = (ids: readonly string[]) => {
    setDecided((current) => new Set([...current, ...ids]));
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    setErrors((current) => new Map([...current].filter(([id]) => !ids.includes(id))));
  };

  const decide = (request: TimeRequest, approved: boolean) => {
    if (deciding !== null || bulk.isPending) return;
    const index = items.findIndex((item) => item.id === request.id);
    setDeciding(request.id);
    review.mutate(
      { request, approved },
      {
        onSuccess: () => {
          forget([request.id]);
          setFocusAt(index);
          const words = { title: titleOf(request), name: request.memberName };
          notify({
            message: t(approved ? 'notice.approved' : 'notice.rejected', words),
            tone: 'success',
          });
        },
        onError: (error) => {
          setErrors((current) => new Map(current).set(request.id, error));
        },
        onSettled: () => {
          setDeciding(null);
        },
      },
    );
  };

  const toggle = (id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };

  const approveSelected = () => {
    const chosen = items.filter((item) => selected.has(item.id));
    bulk.mutate(chosen, {
      onSuccess: ({ approved, failed }) => {
        forget(approved);
        setErrors((current) => new Map([...current, ...failed]));
        notify(
          failed.size === 0
            ? { message: t('bulk.done', { count: approved.length }), tone: 'success' }
            : {
                message: t('bulk.partial', { approved: approved.length, total: chosen.length }),
                tone: 'error',
              },
        );
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    const action = reviewKeyAction(event);
    if (action === null || typesText(target)) return;
    const card = target.closest<HTMLElement>('[data-review-card]');
    const request = items.find((item) => item.id === card?.dataset.reviewCard);
    if (!card || !request) return;
    event.preventDefault();
    const shown = cards();
    const at = shown.indexOf(card);
    if (action === 'approve' || action === 'reject') decide(request, action === 'approve');
    else if (action === 'select') toggle(request.id);
    else if (action === 'next') shown[Math.min(at + 1, shown.length - 1)]?.focus();
    else shown[Math.max(at - 1, 0)]?.focus();
  };

  const heading = (
    <Title order={2} size="h4">
      {t('queue.heading')}
    </Title>
  );

  if (list.isPending) {
    return (
      <Stack gap="sm">
        {heading}
        <Stack gap="sm" role="status" aria-label={t('queue.loading')}>
          {[0, 1].map((index) => (
            <Skeleton key={index} height={160} radius="md" />
          ))}
        </Stack>
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Stack gap="sm">
        {heading}
        <Alert color="red" variant="light" title={t('queue.error')}>
          <Button
            mt="xs"
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => void list.refetch()}
          >
            {t('queue.retry')}
          </Button>
        </Alert>
      </Stack>
    );
  }
  if (items.length === 0 && !list.hasNextPage) {
    return (
      <Stack gap="sm">
        {heading}
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" ta="center" gap="xs">
            <Text fw={600}>{t('queue.empty.title')}</Text>
            <Text size="sm" c="dimmed" maw={480}>
              {t('queue.empty.body')}
            </Text>
          </Stack>
        </Paper>
      </Stack>
    );
  }

  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  return (
    <Stack gap="sm">
      {heading}
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Checkbox
            label={t('bulk.selectAll')}
            checked={allSelected}
            indeterminate={!allSelected && selected.size > 0}
            disabled={bulk.isPending}
            onChange={() => {
              setSelected(allSelected ? new Set() : new Set(items.map((item) => item.id)));
            }}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('bulk.selected', { count: selected.size })}
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            variant="subtle"
            color="gray"
            disabled={selected.size === 0 || bulk.isPending}
            onClick={() => {
              setSelected(new Set());
            }}
          >
            {t('bulk.clear')}
          </Button>
          <Button
            color="green.8"
            disabled={selected.size === 0}
            loading={bulk.isPending}
            onClick={approveSelected}
          >
            {t('bulk.approve')}
          </Button>
        </Group>
      </Group>
      {/* The keys act on the focused card inside; the list only hears them bubble up. */}
      <ul ref={listRef} style={LIST_STYLE} onKeyDown={onKeyDown}>
        {items.map((request) => (
          <li key={request.id}>
            <ReviewCard
              request={request}
              name={request.memberName}
              selected={selected.has(request.id)}
              onToggle={() => {
                toggle(request.id);
              }}
              onDecide={(approved) => {
                decide(request, approved);
              }}
              busy={deciding === request.id || (bulk.isPending && selected.has(request.id))}
              error={errors.get(request.id)}
            />
          </li>
        ))}
      </ul>
      <Stack align="center" gap="xs" mt="xs">
        <Text size="sm" c="dimmed">
          {t('queue.showing', { shown: items.length, total })}
        </Text>
        {list.hasNextPage && (
          <Button
            variant="default"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('queue.loadMore')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
