import { Alert, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { RequestKind, RequestStatus } from '@punchcard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { type RequestListFilter, requestQueries } from '@/features/requests/api/request-queries';
import { DraftCard } from '@/features/requests/components/draft-card';
import { RequestListSkeleton } from '@/features/requests/components/request-list';
import { mergeRequestPages } from '@/features/requests/utils/merge-request-pages';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';

/** Only workspace times and breaks can be drafts. */
const DRAFTS: RequestListFilter = {
  kinds: [RequestKind.WorkspaceTime, RequestKind.Break],
  status: RequestStatus.Draft,
};

/** The member's drafts: fill in each one's end to send it for review, or withdraw it. */
export default function DraftsRoute() {
  const { t } = useTranslation('requests');
  const prefix = useLocalePrefix();
  usePageTitle(t('title.drafts'));
  const list = useInfiniteQuery(requestQueries.list(DRAFTS));
  const merged = useMemo(
    () => mergeRequestPages(DRAFTS.kinds, list.data?.pages ?? []),
    [list.data],
  );

  const body = (() => {
    if (list.isPending) return <RequestListSkeleton label={t('drafts.loading')} />;
    if (list.isError) {
      return (
        <Alert color="red" variant="light" title={t('drafts.error')}>
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
      );
    }
    if (merged.items.length === 0 && !merged.hasMore) {
      return (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" ta="center" gap="xs">
            <Text fw={600}>{t('drafts.emptyTitle')}</Text>
            <Text size="sm" c="dimmed" maw={480}>
              {t('drafts.emptyBody')}
            </Text>
            <Button
              component={Link}
              to={paths.requests.getHref({}, prefix)}
              variant="light"
              mt="xs"
            >
              {t('drafts.toRequests')}
            </Button>
          </Stack>
        </Paper>
      );
    }
    return (
      <Stack gap="sm">
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {merged.items.map((draft) => (
            <li key={`${draft.kind}:${draft.id}`}>
              <DraftCard draft={draft} />
            </li>
          ))}
        </Stack>
        {merged.hasMore && (
          <Group justify="center">
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
          </Group>
        )}
      </Stack>
    );
  })();

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('title.drafts')}
        </Title>
        <Text c="dimmed" size="sm" maw={640}>
          {t('drafts.lead')}
        </Text>
      </Stack>
      <VisuallyHidden>
        <Title order={2}>{t('drafts.heading')}</Title>
      </VisuallyHidden>
      {body}
    </Stack>
  );
}
