import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { LanguageIcon } from '@/components/icons';
import { locales } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { useSwitchLocale } from '@/hooks/use-switch-locale';

/**
 * Links to this page in the other languages, each named in its own language, for pages without
 * the user menu. Plain links, so a signed-out page loads no menu code.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { targetOf, remember } = useSwitchLocale();
  return (
    <Group component="nav" aria-label={t('language.label')} gap={6} wrap="nowrap">
      <LanguageIcon size={16} />
      {locales
        .filter((code) => code !== locale)
        .map((code) => (
          <Anchor
            key={code}
            component={Link}
            to={targetOf(code)}
            onClick={() => {
              remember(code);
            }}
            lang={code}
            hrefLang={code}
            size="sm"
            c="dimmed"
          >
            {t(`language.${code}`)}
          </Anchor>
        ))}
    </Group>
  );
}
