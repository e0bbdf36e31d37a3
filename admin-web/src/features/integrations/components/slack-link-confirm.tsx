import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ErrorKey } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { LoadFailed, Loading } from '@/components/load-states';
import { paths } from '@/config/paths';
import { useConfirmSlackLink } from '@/features/integrations/api/slack-mutations';
import { slackQueries } from '@/features/integrations/api/slack-queries';
import { slackWords } from '@/features/integrations/utils/slack-words';
import { useLocale, useLocalePrefix } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';

const isInvalidLink = (error: unknown): boolean =>
  error instanceof ApiError && error.errorKey === ErrorKey.SlackLinkInvalid;

/** The link is unknown, used or expired: what to do instead. */
function InvalidLink() {
  const { t } = useTranslation('slack');
  return (
    <Alert color="yellow" variant="light" role="alert" title={t('link.invalid.title')}>
      {t('link.invalid.body', slackWords)}
    </Alert>
  );
}

/**
 * The one-time link the /punch command sent a Slack user whose e-mail matched no member: whose
 * Slack account it is (GET /v1/accounts/me/slack-links/{token}), confirmed by the signed-in
 * person (POST /v1/accounts/me/slack-links), then what to do next.
 */
export function SlackLinkConfirm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('slack');
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const preview = useQuery(slackQueries.linkPreview(token));
  const confirm = useConfirmSlackLink();

  if (confirm.isSuccess) {
    const { teamName: team, slackUserName: user } = confirm.data;
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="green" variant="light" role="status" title={t('link.done.title')}>
          {t('link.done.body', { ...slackWords, team, user })}
        </Alert>
        <Button component={Link} to={paths.clock.getHref({}, prefix)}>
          {t('link.clock')}
        </Button>
      </Stack>
    );
  }
  if (preview.isError) {
    if (isInvalidLink(preview.error)) return <InvalidLink />;
    return (
      <LoadFailed
        message={t('link.loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => {
          void preview.refetch();
        }}
      />
    );
  }
  if (preview.data === undefined) return <Loading message={t('link.loading')} />;
  if (isInvalidLink(confirm.error)) return <InvalidLink />;

  const { teamName: team, slackUserName: user, expiresAt } = preview.data;
  return (
    <Stack gap="md">
      <Text>{t('link.intro', { ...slackWords, team, user, email })}</Text>
      <Text size="sm" c="dimmed">
        {t('link.expires', { time: formatDate(expiresAt, locale, 'dateTime') })}
      </Text>
      {confirm.error !== null && <ApiErrorAlert error={confirm.error} />}
      <Group>
        <Button
          loading={confirm.isPending}
          onClick={() => {
            confirm.mutate(token);
          }}
        >
          {t('link.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
