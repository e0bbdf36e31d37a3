import { Avatar, Button, Menu, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { ColorSchemeMenuItems } from '@/components/color-scheme-menu-items';
import { ChevronDownIcon, SignOutIcon } from '@/components/icons';
import { LanguageMenuItems } from '@/components/language-menu-items';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/accounts/api/sign-out';
import { displayName, initials } from '@/features/accounts/utils/display-name';
import { feedbackHref } from '@/features/feedback/utils/feedback-href';
import { useLocalePrefix } from '@/hooks/use-locale';
import { accountQueries } from '@/lib/session';

/** Their workspaces and membership: words of the access pages, loaded when the menu is near. */
function MembershipMenuItems() {
  const { t } = useTranslation('access');
  const prefix = useLocalePrefix();
  return (
    <>
      <Menu.Item component={Link} to={paths.browse.getHref({}, prefix)}>
        {t('menu.browse')}
      </Menu.Item>
      <Menu.Item component={Link} to={paths.details.getHref({}, prefix)}>
        {t('menu.details')}
      </Menu.Item>
    </>
  );
}

/**
 * Who is signed in, their pages, their workspaces, help and feedback, language, colour mode and
 * signing out.
 */
export function UserMenu() {
  const { t, i18n } = useTranslation();
  const prefix = useLocalePrefix();
  const { pathname, search } = useLocation();
  const { data: me } = useQuery(accountQueries.me());
  const signOut = useSignOut(paths.signIn.getHref({}, prefix));
  if (!me) return null;

  const preloadAccessWords = () => {
    void i18n.loadNamespaces('access');
  };
  const name = displayName(me.user);
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <Button
          // The membership items' words come before the menu opens, so it opens whole.
          onPointerEnter={preloadAccessWords}
          onFocus={preloadAccessWords}
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
        <Suspense fallback={null}>
          <MembershipMenuItems />
        </Suspense>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.help.getHref({}, prefix)}>
          {t('nav.help')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          // The page is sent along with the feedback, and is the way back afterwards.
          to={feedbackHref(
            pathname.endsWith(paths.feedback.path) ? {} : { from: `${pathname}${search}` },
            prefix,
          )}
        >
          {t('nav.feedback')}
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
