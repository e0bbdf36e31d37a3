import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { type PagePath, paths } from '@/config/paths';
import { useLocalePrefix } from '@/hooks/use-locale';
import { stripLocalePrefix } from '@/lib/locale';

type NavKey =
  'nav.home' | 'nav.clock' | 'nav.timestamps' | 'nav.requests' | 'nav.drafts' | 'nav.kioskSelfies';

const items: readonly { label: NavKey; page: PagePath; section?: string }[] = [
  { label: 'nav.home', page: paths.home },
  { label: 'nav.clock', page: paths.clock },
  // Both views of the timestamps share one entry.
  { label: 'nav.timestamps', page: paths.timestampsListView, section: '/timestamps' },
  { label: 'nav.requests', page: paths.requests },
  { label: 'nav.drafts', page: paths.drafts },
  // Managers review everyone's, members find their own.
  { label: 'nav.kioskSelfies', page: paths.kioskSelfies },
];

interface MainNavigationProps {
  /** Called after following a link (the phone layout closes its drawer). */
  onNavigate?: () => void;
}

/** The signed-in pages of a member's day. */
export function MainNavigation({ onNavigate }: MainNavigationProps) {
  const { t } = useTranslation();
  const prefix = useLocalePrefix();
  const current = stripLocalePrefix(useLocation().pathname);
  return (
    <Stack component="nav" aria-label={t('nav.main')} gap={2}>
      {items.map(({ label, page, section }) => {
        const active =
          section === undefined ? current === page.path : current.startsWith(`${section}/`);
        return (
          <NavLink
            key={label}
            component={Link}
            to={page.getHref({}, prefix)}
            label={t(label)}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="light"
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
