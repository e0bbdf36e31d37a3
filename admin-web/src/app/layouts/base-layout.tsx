import { Anchor, AppShell, Box, Burger, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';

import { MainNavigation } from '@/app/layouts/main-navigation';
import { UserMenu } from '@/app/layouts/user-menu';
import { Logo } from '@/components/logo';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { PastDueBanner } from '@/features/billing/components/past-due-banner';
import { HeaderSearch } from '@/features/search/components/header-search';
import { PendingReviewsBadge } from '@/features/requests/components/pending-reviews-badge';
import { RunningTimerProvider } from '@/features/workspace-times/components/running-timer-provider';
import { WorkspaceSwitcher } from '@/features/workspaces/components/workspace-switcher';
import { useLocalePrefix } from '@/hooks/use-locale';

/** The phone menu as part of the page's flow, under the fixed header, as tall as its links. */
const menuInFlow = {
  position: 'static',
  marginTop: 'var(--app-shell-header-height)',
  height: 'auto',
  borderBottom: '1px solid var(--app-shell-border-color)',
} as const;

interface BaseLayoutProps {
  /** The workspace switcher, for people in several workspaces (the workspaces feature's). */
  workspaceSwitcher?: ReactNode;
}

/** Below Mantine's `sm` breakpoint (48em) the navigation hides behind the menu button. */
const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Signed-in pages (spec section 2, "base"): the app header (logo, workspace, account) and the
 * navigation, a sidebar from tablets up and a menu behind the menu button on phones.
 *
 * On phones the open menu takes its own place above the page instead of covering it, so the
 * page's buttons (the clock button first) stay where they were and usable; Escape closes it and
 * gives focus back to the menu button.
 */
export function BaseLayout({ workspaceSwitcher = <WorkspaceSwitcher /> }: BaseLayoutProps) {
  const { t } = useTranslation();
  const prefix = useLocalePrefix();
  const [navigationOpened, navigation] = useDisclosure(false);
  const phone = useMediaQuery(PHONE_QUERY);
  const menuButton = useRef<HTMLButtonElement>(null);
  const pushedDown = phone && navigationOpened;

  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !navigationOpened || event.defaultPrevented) return;
    navigation.close();
    menuButton.current?.focus();
  });

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navigationOpened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            ref={menuButton}
            opened={navigationOpened}
            onClick={() => {
              // The menu opens at the top of the page, where it is seen.
              if (!navigationOpened) window.scrollTo({ top: 0 });
              navigation.toggle();
            }}
            aria-expanded={navigationOpened}
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
            <HeaderSearch />
            <PendingReviewsBadge />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" style={pushedDown ? menuInFlow : undefined}>
        <MainNavigation onNavigate={navigation.close} />
      </AppShell.Navbar>
      <AppShell.Main
        id="main"
        bg="var(--app-canvas)"
        // The menu above already clears the fixed header.
        style={pushedDown ? { paddingTop: 'var(--app-shell-padding)' } : undefined}
      >
        <PastDueBanner />
        <RunningTimerProvider>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RunningTimerProvider>
      </AppShell.Main>
    </AppShell>
  );
}
