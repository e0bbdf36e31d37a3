import { Anchor, AppShell, Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';

import { MainNavigation } from '@/app/layouts/main-navigation';
import { UserMenu } from '@/app/layouts/user-menu';
import { Logo } from '@/components/logo';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { RunningTimerProvider } from '@/features/workspace-times/components/running-timer-provider';
import { WorkspaceSwitcher } from '@/features/workspaces/components/workspace-switcher';
import { useLocalePrefix } from '@/hooks/use-locale';

interface BaseLayoutProps {
  /** The workspace switcher, for people in several workspaces (the workspaces feature's). */
  workspaceSwitcher?: ReactNode;
}

/**
 * Signed-in pages (spec section 2, "base"): the app header (logo, workspace, account) and the
 * navigation, a sidebar from tablets up and a drawer behind the menu button on phones.
 */
export function BaseLayout({ workspaceSwitcher = <WorkspaceSwitcher /> }: BaseLayoutProps) {
  const { t } = useTranslation();
  const prefix = useLocalePrefix();
  const [navigationOpened, navigation] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navigationOpened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={navigationOpened}
            onClick={navigation.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t(navigationOpened ? 'nav.closeMenu' : 'nav.openMenu')}
          />
          <Anchor
            component={Link}
            to={paths.home.getHref({}, prefix)}
            underline="never"
            aria-label={t('nav.logoHome')}
          >
            {/* On a phone the mark alone leaves the workspace's name room to be read. */}
            <Box visibleFrom="xs">
              <Logo size={28} />
            </Box>
            <Box hiddenFrom="xs">
              <Logo size={28} withWordmark={false} />
            </Box>
          </Anchor>
          {workspaceSwitcher}
          <Group ml="auto" gap="xs" wrap="nowrap">
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <MainNavigation onNavigate={navigation.close} />
      </AppShell.Navbar>
      <AppShell.Main id="main" bg="var(--app-canvas)">
        <RunningTimerProvider>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RunningTimerProvider>
      </AppShell.Main>
    </AppShell>
  );
}
