import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { useLocalePrefix } from '@/hooks/use-locale';

interface SignedOutHeaderProps {
  /** The guest layout shows the logo on its card instead. */
  withLogo?: boolean;
}

/**
 * The top line of pages without the app header: the logo home and the language. The colour mode
 * follows the system there; signed-in people choose it in their menu.
 */
export function SignedOutHeader({ withLogo = true }: SignedOutHeaderProps) {
  const { t } = useTranslation();
  const prefix = useLocalePrefix();
  return (
    <Group component="header" justify={withLogo ? 'space-between' : 'flex-end'} px="md" py="sm">
      {withLogo && (
        <Anchor
          component={Link}
          to={paths.index.getHref({}, prefix)}
          underline="never"
          aria-label={t('app.name')}
        >
          <Logo size={28} />
        </Anchor>
      )}
      <LanguageSwitch />
    </Group>
  );
}
