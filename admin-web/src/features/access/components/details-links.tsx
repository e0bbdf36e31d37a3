import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SettingsSection } from '@/components/settings-section';
import { paths } from '@/config/paths';
import { useLocalePrefix } from '@/hooks/use-locale';

/** Where the rest of the person's own settings are. */
export function DetailsLinks() {
  const { t } = useTranslation('access');
  const prefix = useLocalePrefix();
  const links = [
    { label: t('links.profile'), to: paths.profile.getHref({}, prefix) },
    { label: t('links.account'), to: paths.settingsAccount.getHref({}, prefix) },
    { label: t('details.toBrowse'), to: paths.browse.getHref({}, prefix) },
    { label: t('links.help'), to: paths.help.getHref({}, prefix) },
  ];
  return (
    <SettingsSection title={t('links.heading')}>
      <Group component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
        {links.map((link) => (
          <li key={link.to}>
            <Anchor component={Link} to={link.to}>
              {link.label}
            </Anchor>
          </li>
        ))}
      </Group>
    </SettingsSection>
  );
}
