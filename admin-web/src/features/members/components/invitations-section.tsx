import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert, ApiErrorText } from '@/components/api-error-alert';
import { SettingsSection } from '@/components/settings-section';
import { useInvitationAction } from '@/features/members/api/member-mutations';
import { memberQueries } from '@/features/members/api/member-queries';
import { ConfirmDialog } from '@/features/members/components/confirm-dialog';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import type { Invitation } from '@/lib/wire';

/** Live invitations with resend and withdraw, for those who may manage members. */
export function InvitationsSection({ idWorkspace }: { idWorkspace: string }) {
  const { t } = useTranslation('members');
  const locale = useLocale();
  const invitations = useQuery(memberQueries.invitations(idWorkspace));
  const act = useInvitationAction();
  const [withdrawing, setWithdrawing] = useState<Invitation | null>(null);

  const resend = (invitation: Invitation) => {
    act.mutate(
      { invitation, action: 'resend' },
      {
        onSuccess: () => {
          notify({
            message: t('invitations.resent', { email: invitation.email }),
            tone: 'success',
          });
        },
        onError: (error) => {
          notify({ message: <ApiErrorText error={error} />, tone: 'error' });
        },
      },
    );
  };

  return (
    <SettingsSection title={t('invitations.heading')} description={t('invitations.description')}>
      {invitations.isPending && <Loader size="sm" aria-label={t('invitations.loading')} />}
      {invitations.isError && (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <span>{t('invitations.loadFailed')}</span>
            <Button size="xs" variant="default" onClick={() => void invitations.refetch()}>
              {t('action.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {invitations.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('invitations.empty')}
        </Text>
      )}
      {invitations.data !== undefined && invitations.data.length > 0 && (
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('invitations.heading')}
        >
          {invitations.data.map((invitation) => (
            <Paper key={invitation.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={0} miw={0} style={{ flex: '1 1 14rem' }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {invitation.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('invitations.expires', {
                      when: formatDate(invitation.expiresAt, locale, 'dateTime'),
                    })}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="wrap">
                  <Badge variant="default" radius="sm">
                    {t(`role.${invitation.role}`)}
                  </Badge>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={t('invitations.resendFor', { email: invitation.email })}
                    loading={act.isPending && act.variables.invitation.id === invitation.id}
                    onClick={() => {
                      resend(invitation);
                    }}
                  >
                    {t('invitations.resend')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('invitations.withdrawFor', { email: invitation.email })}
                    onClick={() => {
                      act.reset();
                      setWithdrawing(invitation);
                    }}
                  >
                    {t('invitations.withdraw')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={withdrawing !== null}
        title={t('withdraw.title', { email: withdrawing?.email ?? '' })}
        body={t('withdraw.body')}
        confirmLabel={t('withdraw.confirm')}
        busy={act.isPending}
        error={act.isError ? <ApiErrorAlert error={act.error} /> : undefined}
        onClose={() => {
          setWithdrawing(null);
        }}
        onConfirm={() => {
          if (!withdrawing) return;
          act.mutate(
            { invitation: withdrawing, action: 'withdraw' },
            {
              onSuccess: () => {
                notify({
                  message: t('invitations.withdrawn', { email: withdrawing.email }),
                  tone: 'success',
                });
                setWithdrawing(null);
              },
            },
          );
        }}
      />
    </SettingsSection>
  );
}
