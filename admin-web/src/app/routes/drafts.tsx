import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { DraftCard } from '@/features/requests/components/draft-card';
import { DRAFT_FILTER } from '@/features/requests/components/member-request-list';
import { RequestListView } from '@/features/requests/components/request-list';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';

/** The member's drafts: fill in each one's end to send it for review, or withdraw it. */
export default function DraftsRoute() {
  const { t } = useTranslation('requests');
  const prefix = useLocalePrefix();
  usePageTitle(t('title.drafts'));

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
      <RequestListView
        filter={DRAFT_FILTER}
        texts={{
          heading: t('drafts.heading'),
          loading: t('drafts.loading'),
          error: t('drafts.error'),
        }}
        empty={{
          title: t('drafts.emptyTitle'),
          body: t('drafts.emptyBody'),
          action: (
            <Button
              component={Link}
              to={paths.requests.getHref({}, prefix)}
              variant="light"
              mt="xs"
            >
              {t('drafts.toRequests')}
            </Button>
          ),
        }}
        renderItem={(draft) => <DraftCard draft={draft} />}
      />
    </Stack>
  );
}
