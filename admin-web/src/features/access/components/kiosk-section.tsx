import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SettingsSection } from '@/components/settings-section';
import { paths } from '@/config/paths';
import { useLocalePrefix } from '@/hooks/use-locale';
import { accountQueries } from '@/lib/session';
import type { Workspace } from '@/lib/wire';

interface Method {
  key: string;
  name: string;
  body: ReactNode;
}

/** How the person identifies at the workspace's kiosk, and whether they are ready to. */
export function KioskSection({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation('access');
  const prefix = useLocalePrefix();
  const profile = useQuery(accountQueries.profile());
  const settings = workspace.kioskSettings;
  if (!settings.isKioskEnabled) {
    return (
      <SettingsSection title={t('kiosk.heading')}>
        <Text>{t('kiosk.disabled')}</Text>
      </SettingsSection>
    );
  }
  const methods: Method[] = [
    ...(settings.isPinEnabled
      ? [
          {
            key: 'pin',
            name: t('kiosk.pin'),
            body: (
              <>
                {profile.data && (profile.data.hasPin ? t('kiosk.pinSet') : t('kiosk.pinMissing'))}{' '}
                <Anchor component={Link} to={paths.settingsAccountSecurity.getHref({}, prefix)}>
                  {t('kiosk.pinLink')}
                </Anchor>
              </>
            ),
          },
        ]
      : []),
    ...(settings.isQrcodeEnabled
      ? [
          {
            key: 'qr',
            name: t('kiosk.qr'),
            body: (
              <>
                {t('kiosk.qrHelp')}{' '}
                <Anchor component={Link} to={paths.profile.getHref({}, prefix)}>
                  {t('kiosk.qrLink')}
                </Anchor>
              </>
            ),
          },
        ]
      : []),
    ...(settings.isNfcEnabled
      ? [{ key: 'nfc', name: t('kiosk.nfc'), body: t('kiosk.nfcHelp') }]
      : []),
  ];
  return (
    <SettingsSection
      title={t('kiosk.heading')}
      description={methods.length > 0 ? t('kiosk.lead', { workspace: workspace.name }) : undefined}
    >
      {methods.length === 0 ? (
        <Text>{t('kiosk.none')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {methods.map((method) => (
            <Stack component="li" key={method.key} gap={2}>
              <Text fw={600} size="sm">
                {method.name}
              </Text>
              <Text size="sm">{method.body}</Text>
            </Stack>
          ))}
        </Stack>
      )}
      {settings.isPictureEnabled && <Text size="sm">{t('kiosk.picture')}</Text>}
    </SettingsSection>
  );
}
