import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import type { SlackIntegrationState } from '@/features/integrations/types';
import { leaveForSlack } from '@/features/integrations/utils/leave-for-slack';
import {
  randomState,
  savePendingSlackConnect,
  slackAuthorizeUrl,
  slackRedirectUri,
} from '@/features/integrations/utils/slack-oauth';
import { slackWords } from '@/features/integrations/utils/slack-words';

/**
 * The Slack card of a workspace without a connection: the way to connect, or, when this server
 * has no Slack app, what its administrator must do first.
 */
export function SlackConnect({ install }: Pick<SlackIntegrationState, 'install'>) {
  const { t } = useTranslation('slack');
  const { pathname } = useLocation();
  if (install === null) {
    return (
      <Alert color="yellow" variant="light" title={t('install.none.title')}>
        {t('install.none.body', slackWords)}
      </Alert>
    );
  }
  const connect = () => {
    // A fresh state per try; the stored one is what the return is checked against.
    const pending = {
      state: randomState(),
      redirectUri: slackRedirectUri(window.location.origin, pathname),
    };
    savePendingSlackConnect(window.sessionStorage, pending);
    leaveForSlack.to(slackAuthorizeUrl(install.authorizeUrl, pending));
  };
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t('connect.none')}</Text>
      <Button onClick={connect}>{t('connect.button')}</Button>
      <Text size="xs" c="dimmed">
        {t('connect.hint')}
      </Text>
    </Stack>
  );
}
