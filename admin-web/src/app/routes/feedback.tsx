import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { inAppPath } from '@/features/access/utils/in-app-path';
import { FeedbackCenter, type FeedbackTab } from '@/features/feedback/components/feedback-center';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/**
 * Feedback and support (spec section 2: /feedback, signed in). `?tab=support` opens the help
 * form, `?from=<path>` names the page the person came from: it is sent along and is the way back.
 */
export default function FeedbackRoute() {
  const { t } = useTranslation('feedback');
  usePageTitle(t('title.page'));
  const [search, setSearch] = useSearchParams();
  // The auth guard has the account before this page renders.
  const { data: me } = useQuery(accountQueries.me());
  if (!me) return null;

  const tab: FeedbackTab = search.get('tab') === 'support' ? 'support' : 'feedback';
  const from = inAppPath(search.get('from'));
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('title.page')}
        </Title>
        <Text>{t('intro')}</Text>
      </Stack>
      <FeedbackCenter
        tab={tab}
        onTabChange={(next) => {
          setSearch(
            (current) => {
              const params = new URLSearchParams(current);
              if (next === 'support') params.set('tab', 'support');
              else params.delete('tab');
              return params;
            },
            { replace: true },
          );
        }}
        email={me.user.email}
        workspaceName={me.activeWorkspace?.name ?? null}
        page={from}
        backHref={from}
      />
    </Stack>
  );
}
