import { Alert, Stack, Switch, VisuallyHidden } from '@mantine/core';
import type { KioskSettings } from '@punchcard/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import { useSaveKioskSettings } from '@/features/kiosks/api/kiosk-mutations';
import { MaxPunchAgeField } from '@/features/kiosks/components/max-punch-age-field';
import { notify } from '@/lib/notify';
import type { Workspace } from '@/lib/wire';

/** The five switches; the punch age is a number with a field of its own. */
type Flag = Exclude<keyof KioskSettings, 'kiosk_max_punch_age_days'>;
type Flags = Pick<KioskSettings, Flag>;

/** The identification methods, in the order a kiosk offers them, then the selfie. */
const dependentFlags = [
  { flag: 'is_pin_enabled', label: 'settings.pin', hint: 'settings.pinHint' },
  { flag: 'is_qrcode_enabled', label: 'settings.qrcode', hint: 'settings.qrcodeHint' },
  { flag: 'is_nfc_enabled', label: 'settings.nfc', hint: 'settings.nfcHint' },
  { flag: 'is_picture_enabled', label: 'settings.picture', hint: 'settings.pictureHint' },
] as const satisfies readonly { flag: Flag; label: string; hint: string }[];

/** The workspace's camelCase settings under their wire names, which the PATCH takes. */
function wireFlags(settings: Workspace['kioskSettings']): Flags {
  return {
    is_kiosk_enabled: settings.isKioskEnabled,
    is_pin_enabled: settings.isPinEnabled,
    is_qrcode_enabled: settings.isQrcodeEnabled,
    is_nfc_enabled: settings.isNfcEnabled,
    is_picture_enabled: settings.isPictureEnabled,
  };
}

/**
 * The five kiosk switches of time-tracking-spec section 3, and the oldest punch a kiosk may send. Each saves as it is flipped (one flag
 * per call, so two quick flips never undo each other); a refused change flips back.
 */
export function KioskSettingsSection({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation('kiosks');
  const save = useSaveKioskSettings();
  const [flags, setFlags] = useState<Flags>(() => wireFlags(workspace.kioskSettings));

  const flip = (flag: Flag, value: boolean) => {
    setFlags((current) => ({ ...current, [flag]: value }));
    save.mutate(
      { [flag]: value },
      {
        onSuccess: () => {
          notify({ message: t('settings.saved'), tone: 'success' });
        },
        onError: () => {
          setFlags((current) => ({ ...current, [flag]: !value }));
        },
      },
    );
  };

  const kioskOn = flags.is_kiosk_enabled;
  const noMethod = !flags.is_pin_enabled && !flags.is_qrcode_enabled && !flags.is_nfc_enabled;

  return (
    <SettingsSection
      title={t('settings.heading')}
      description={t('settings.description', { workspace: workspace.name })}
    >
      <Switch
        size="md"
        label={t('settings.kiosk')}
        description={t('settings.kioskHint')}
        checked={kioskOn}
        onChange={(event) => {
          flip('is_kiosk_enabled', event.currentTarget.checked);
        }}
      />
      {/* Without the kiosk, its methods mean nothing: they stay as set, greyed out. */}
      <fieldset disabled={!kioskOn} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <VisuallyHidden component="legend">{t('settings.methods')}</VisuallyHidden>
        <Stack gap="md" pl={{ base: 0, xs: 'xl' }}>
          {dependentFlags.map(({ flag, label, hint }) => (
            <Switch
              key={flag}
              label={t(label)}
              description={t(hint)}
              checked={flags[flag]}
              disabled={!kioskOn}
              onChange={(event) => {
                flip(flag, event.currentTarget.checked);
              }}
            />
          ))}
        </Stack>
      </fieldset>
      {kioskOn && noMethod && (
        <Alert color="yellow" variant="light">
          {t('settings.noMethod')}
        </Alert>
      )}
      <MaxPunchAgeField saved={workspace.kioskSettings.kioskMaxPunchAgeDays} />
    </SettingsSection>
  );
}
