import { Avatar, Button, Menu, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ColorSchemeMenuItems } from '@/components/color-scheme-menu-items';
import { ChevronDownIcon, SignOutIcon } from '@/components/icons';
import { LanguageMenuItems } from '@/components/language-menu-items';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/accounts/api/sign-out';
import { displayName, initials } from '@/features/accounts/utils/display-name';
import { useLocalePrefix } from '@/hooks/use-locale';
import { accountQueries } from '@/lib/session';

/** Who is signed in, their pages, language, colour mode and signing out. */
export function UserMenu() {
  const { t } = useTranslation();
  const prefix = useLocalePrefix();
  const { data: me } = useQuery(accountQueries.me());
  const signOut = useSignOut(paths.signIn.getHref({}, prefix));
  if (!me) return null;

  const name = displayName(me.user);
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          leftSection={
            <Avatar size={28} color="green" radius="xl">
              {initials(me.user)}
            </Avatar>
          }
          rightSection={<ChevronDownIcon size={14} />}
        >
          <Text component="span" size="sm" fw={600} visibleFrom="sm" maw={180} truncate>
            {name}
          </Text>
          <VisuallyHidden>{t('userMenu.open')}</VisuallyHidden>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('userMenu.signedInAs')}</Menu.Label>
        <Text size="sm" px="sm" pb="xs" truncate>
          {me.user.email}
        </Text>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.profile.getHref({}, prefix)}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.settingsAccount.getHref({}, prefix)}>
          {t('nav.settings')}
        </Menu.Item>
        <Menu.Divider />
        <LanguageMenuItems />
        <Menu.Divider />
        <ColorSchemeMenuItems />
        <Menu.Divider />
        <Menu.Item
          leftSection={<SignOutIcon size={16} />}
          disabled={signOut.isPending}
          onClick={() => {
            signOut.mutate();
          }}
        >
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
