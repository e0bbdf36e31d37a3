import { Avatar, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';

import { paths } from '@/config/paths';
import { useLocalePrefix } from '@/hooks/use-locale';
import {
  type MemberTab,
  memberPageQueries,
  memberPageRedirect,
  memberTabs,
} from '@/lib/member-page-access';
import { accountQueries } from '@/lib/session';

const tabPages = {
  timestamps: paths.memberTimestamps,
  requests: paths.memberRequests,
  drafts: paths.memberDrafts,
  tasks: paths.memberTasks,
  reports: paths.memberReports,
} as const satisfies Record<MemberTab, unknown>;

interface MemberPageHeaderProps {
  /** The user id of the member the page is about. */
  idMember: string;
  /** The page being shown. */
  tab: MemberTab;
}

/**
 * The top of every `/member/{id}/...` page: who it is about (the page's one h1) and links to
 * the member's other pages the caller may open (memberTabs), the current one marked.
 */
export function MemberPageHeader({ idMember, tab }: MemberPageHeaderProps) {
  const { t } = useTranslation('memberTime');
  const prefix = useLocalePrefix();
  const me = useQuery(accountQueries.me()).data;
  const idWorkspace = me?.activeWorkspace?.id;
  const member = useQuery({
    ...memberPageQueries.member(idWorkspace ?? '', idMember),
    enabled: idWorkspace !== undefined,
  });
  const name = member.data?.name ?? t('header.unknownMember');
  const tabs = memberTabs(me, idMember);

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        {member.isPending ? (
          <Skeleton height={38} width={240} aria-label={t('header.loading')} role="status" />
        ) : (
          <>
            <Avatar src={member.data?.avatar} alt="" name={name} color="green" />
            {/* Long names (an e-mail address) wrap instead of running off a phone's screen. */}
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {name}
            </Title>
          </>
        )}
      </Group>
      {tabs.length > 1 && (
        <Group component="nav" aria-label={t('header.tabs', { name })} gap="xs">
          {tabs.map((shown) => {
            const active = shown === tab;
            return (
              <Button
                key={shown}
                component={Link}
                to={tabPages[shown].getHref({ id: idMember }, prefix)}
                variant={active ? 'light' : 'subtle'}
                color={active ? undefined : 'gray'}
                aria-current={active ? 'page' : undefined}
              >
                {t(`tab.${shown}`)}
              </Button>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}

interface MemberPageGuardProps {
  idMember: string;
  tab: MemberTab;
  children: ReactNode;
}

/**
 * The spec's page rules for `/member/{id}/...` (memberPageRedirect): shows the page, or replaces
 * the address with the page the caller should see (another tab of the member, or home).
 */
export function MemberPageGuard({ idMember, tab, children }: MemberPageGuardProps) {
  const prefix = useLocalePrefix();
  // The authentication guard has loaded `me` before any member page renders.
  const me = useQuery(accountQueries.me()).data;
  const target = memberPageRedirect(me, idMember, tab);
  if (target === null) return <>{children}</>;
  const to =
    target === 'home'
      ? paths.home.getHref({}, prefix)
      : tabPages[target].getHref({ id: idMember }, prefix);
  return <Navigate replace to={to} />;
}
