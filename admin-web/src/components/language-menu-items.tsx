import { Menu } from '@mantine/core';
import type { Locale } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { locales } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { useSwitchLocale } from '@/hooks/use-switch-locale';

/** The choice of language as radio items, for a menu (the user menu). */
export function LanguageMenuItems() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { targetOf, remember } = useSwitchLocale();

  return (
    <>
      <Menu.Label>{t('language.label')}</Menu.Label>
      <Menu.RadioGroup
        value={locale}
        onChange={(value) => {
          const next = value as Locale;
          remember(next);
          void navigate(targetOf(next));
        }}
      >
        {locales.map((code) => (
          <Menu.RadioItem key={code} value={code} lang={code} closeMenuOnClick>
            {t(`language.${code}`)}
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
    </>
  );
}
