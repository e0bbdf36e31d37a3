import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { SlackLinkConfirm } from '@/features/integrations/components/slack-link-confirm';
import { slackWords } from '@/features/integrations/utils/slack-words';
import { usePageTitle } from '@/hooks/use-page-title';
import { accountQueries } from '@/lib/session';

/**
 * /slack/link?token=: where the /punch command sends a Slack user it could not match by e-mail.
 * Signed in (the auth guard brings a signed-out person back here after signing in), they see
 * whose Slack account it is and confirm it as theirs. Without a token the page says what it is for.
 */
export default function SlackLinkRoute() {
  const { t } = useTranslation('slack');
  usePageTitle(t('title.link'));
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const { data: me } = useQuery(accountQueries.me());
  if (!me) return null;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} size="h2">
        {t(token === '' ? 'link.none.title' : 'link.heading')}
      </Title>
      {token === '' ? (
        <Text>{t('link.none.body', slackWords)}</Text>
      ) : (
        <SlackLinkConfirm key={token} token={token} email={me.user.email} />
      )}
    </Stack>
  );
}
