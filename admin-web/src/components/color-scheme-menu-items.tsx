import { Menu, type MantineColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const schemes = ['auto', 'light', 'dark'] as const satisfies readonly MantineColorScheme[];

/** The colour mode as radio items (system, light, dark), for a menu (the user menu). */
export function ColorSchemeMenuItems() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <>
      <Menu.Label>{t('colorScheme.label')}</Menu.Label>
      <Menu.RadioGroup
        value={colorScheme}
        onChange={(value) => {
          setColorScheme(value as MantineColorScheme);
        }}
      >
        {schemes.map((scheme) => (
          <Menu.RadioItem key={scheme} value={scheme}>
            {t(`colorScheme.${scheme}`)}
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
    </>
  );
}
