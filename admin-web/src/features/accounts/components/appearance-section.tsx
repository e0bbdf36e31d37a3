import { Group, type MantineColorScheme, Radio, Stack, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { locales } from '@/config/paths';
import { SettingsSection } from '@/features/accounts/components/settings-section';
import { useLocale } from '@/hooks/use-locale';
import { useSwitchLocale } from '@/hooks/use-switch-locale';
import { isLocale } from '@/lib/locale';

const schemes = ['auto', 'light', 'dark'] as const satisfies readonly MantineColorScheme[];

function isScheme(value: string): value is (typeof schemes)[number] {
  return (schemes as readonly string[]).includes(value);
}

/**
 * The interface language and colour mode, both applied at once. The API keeps no language per
 * user, so the choice lives where the shell's language switch keeps it: the address prefix and
 * the locale cookie.
 */
export function AppearanceSection() {
  const { t } = useTranslation(['account', 'common']);
  const locale = useLocale();
  const navigate = useNavigate();
  const { targetOf, remember } = useSwitchLocale();
  const { colorScheme, setColorScheme } = useMantineColorScheme();

  return (
    <SettingsSection title={t('appearance.heading')}>
      <Stack gap="lg">
        <Radio.Group
          label={t('appearance.language')}
          description={t('appearance.languageDescription')}
          value={locale}
          onChange={(value) => {
            if (!isLocale(value) || value === locale) return;
            remember(value);
            void navigate(targetOf(value));
          }}
        >
          <Group gap="lg" mt="xs">
            {locales.map((code) => (
              <Radio
                key={code}
                value={code}
                label={<span lang={code}>{t(`common:language.${code}`)}</span>}
              />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label={t('appearance.colorScheme')}
          description={t('appearance.colorSchemeDescription')}
          value={colorScheme}
          onChange={(value) => {
            if (isScheme(value)) setColorScheme(value);
          }}
        >
          <Group gap="lg" mt="xs">
            {schemes.map((scheme) => (
              <Radio key={scheme} value={scheme} label={t(`common:colorScheme.${scheme}`)} />
            ))}
          </Group>
        </Radio.Group>
      </Stack>
    </SettingsSection>
  );
}
