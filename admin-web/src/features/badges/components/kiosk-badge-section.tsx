import { Alert, Button, Flex, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { QrCode } from '@/components/qr-code';
import { SettingsSection } from '@/components/settings-section';
import { useDownloadBadge, useMailBadge } from '@/features/badges/api/badge-mutations';
import { badgeQueries } from '@/features/badges/api/badge-queries';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import type { Workspace } from '@/lib/wire';

interface KioskBadgeSectionProps {
  workspace: Pick<Workspace, 'id' | 'name' | 'kioskSettings'>;
  /** Where "E-mail it to me" sends the badge, to say so once it is sent. */
  email: string;
}

/** Why the badge will not work at a kiosk today, or nothing when it will. */
function KioskOffHint({ workspace }: Pick<KioskBadgeSectionProps, 'workspace'>) {
  const { t } = useTranslation('badges');
  const { isKioskEnabled, isQrcodeEnabled } = workspace.kioskSettings;
  if (isKioskEnabled && isQrcodeEnabled) return null;
  const key = isKioskEnabled ? 'hint.qrOff' : 'hint.kioskOff';
  return (
    <Alert variant="light" color="yellow">
      {t(key, { workspace: workspace.name })}
    </Alert>
  );
}

/**
 * The member's own kiosk badge (profile page): the QR code, its version, and the ways to take it
 * along: a PNG, a printable PDF, or an e-mail to themselves.
 */
export function KioskBadgeSection({ workspace, email }: KioskBadgeSectionProps) {
  const { t } = useTranslation('badges');
  const locale = useLocale();
  const badge = useQuery(badgeQueries.own(workspace.id));
  const download = useDownloadBadge();
  const mail = useMailBadge();

  return (
    <SettingsSection title={t('section.title')} description={t('section.description')}>
      <KioskOffHint workspace={workspace} />
      {badge.isPending && <Loader size="sm" role="status" aria-label={t('load.pending')} />}
      {badge.isError && (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <span>{t('load.failed')}</span>
            <Button size="xs" variant="default" onClick={() => void badge.refetch()}>
              {t('load.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {badge.data && (
        <Group align="flex-start" gap="lg">
          <QrCode value={badge.data.url} label={t('qr.label')} size={176} />
          <Stack gap="sm" miw={0} style={{ flex: '1 1 14rem' }}>
            <Stack gap={2}>
              <Text fw={600}>{t('detail.version', { version: badge.data.version })}</Text>
              <Text size="sm" c="dimmed">
                {t('detail.issued', { date: formatDate(badge.data.issuedAt, locale, 'date') })}
              </Text>
            </Stack>
            {/* One under another on a phone, where three side by side would wrap unevenly. */}
            <Flex
              gap="xs"
              wrap="wrap"
              direction={{ base: 'column', xs: 'row' }}
              role="group"
              aria-label={t('action.group')}
            >
              <Button
                variant="default"
                loading={download.isPending && download.variables === 'png'}
                disabled={download.isPending}
                onClick={() => {
                  download.mutate('png');
                }}
              >
                {t('action.png')}
              </Button>
              <Button
                variant="default"
                loading={download.isPending && download.variables === 'pdf'}
                disabled={download.isPending}
                onClick={() => {
                  download.mutate('pdf');
                }}
              >
                {t('action.pdf')}
              </Button>
              <Button
                variant="light"
                loading={mail.isPending}
                onClick={() => {
                  mail.mutate(undefined, {
                    onSuccess: () => {
                      notify({ message: t('notice.mailed', { email }), tone: 'success' });
                    },
                  });
                }}
              >
                {t('action.mail')}
              </Button>
            </Flex>
            <Text size="sm" c="dimmed">
              {t('detail.lost')}
            </Text>
          </Stack>
        </Group>
      )}
    </SettingsSection>
  );
}
