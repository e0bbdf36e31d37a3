import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { QrCode } from '@/components/qr-code';
import { useRotateBadge } from '@/features/members/api/credential-mutations';
import { memberQueries } from '@/features/members/api/member-queries';
import { ConfirmDialog } from '@/features/members/components/confirm-dialog';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import type { Member } from '@/lib/wire';

/** A member's QR badge as kiosks read it, its version, and rotating it (the old one dies). */
export function BadgePanel({ member }: { member: Member }) {
  const { t } = useTranslation('members');
  const locale = useLocale();
  const badge = useQuery(memberQueries.badge(member.idUser));
  const rotate = useRotateBadge(member.idUser);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();

  const close = () => {
    setConfirming(false);
    rotate.reset();
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('badge.heading')}
      </Title>
      {badge.isPending && <Loader size="sm" aria-label={t('badge.loading')} />}
      {badge.isError && (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <span>{t('badge.loadFailed')}</span>
            <Button size="xs" variant="default" onClick={() => void badge.refetch()}>
              {t('action.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {badge.data && (
        <Group align="flex-start" gap="md">
          <QrCode
            value={badge.data.url}
            label={t('badge.qrLabel', { name: member.name })}
            size={144}
          />
          <Stack gap={4} miw={0} style={{ flex: 1, minWidth: 160 }}>
            <Text size="sm">{t('badge.version', { version: badge.data.version })}</Text>
            <Text size="sm" c="dimmed">
              {t('badge.issuedAt', { when: formatDate(badge.data.issuedAt, locale, 'dateTime') })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('badge.hint')}
            </Text>
            <Group mt="xs">
              <Button
                variant="default"
                onClick={() => {
                  setConfirming(true);
                }}
              >
                {t('badge.rotate')}
              </Button>
            </Group>
          </Stack>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('rotate.title', { name: member.name })}
        body={t('rotate.body')}
        confirmLabel={t('rotate.confirm')}
        busy={rotate.isPending}
        error={rotate.isError ? <ApiErrorAlert error={rotate.error} /> : undefined}
        onClose={close}
        onConfirm={() => {
          rotate.mutate(undefined, {
            onSuccess: (fresh) => {
              close();
              notify({ message: t('rotate.done', { version: fresh.version }), tone: 'success' });
            },
          });
        }}
      />
    </Stack>
  );
}
