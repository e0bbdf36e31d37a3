import { Avatar, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';

import { paths } from '@/config/paths';
import { useLocalePrefix } from '@/hooks/use-locale';
import {
  canViewMemberTimestamps,
  type MemberTab,
  memberPageAccess,
  memberPageQueries,
  memberPageRedirect,
  memberTabs,
} from '@/lib/member-page-access';
import { accountQueries } from '@/lib/session';
import type { Me } from '@/lib/wire';

/** Every page under `/member/{id}`: the time pages, and the member's summary report last. */
export type MemberHeaderTab = MemberTab | 'reports';

const tabPages = {
  timestamps: paths.memberTimestamps,
  requests: paths.memberRequests,
  drafts: paths.memberDrafts,
  tasks: paths.memberTasks,
  reports: paths.memberReports,
} as const;

/**
 * `/member/{id}/reports`: one's own summary, or anyone's with VIEW_MEMBER_TIMESTAMPS (the API's
 * rule for GET /v1/workspaces/members/{memberId}/reports).
 */
export function canViewMemberReports(me: Me | null | undefined, idMember: string): boolean {
  const access = memberPageAccess(me, idMember);
  return access === 'own' || (access === 'manager' && canViewMemberTimestamps(me));
}

/** The header's tabs the caller may open for `idMember`, in order. */
function headerTabs(me: Me | null | undefined, idMember: string): MemberHeaderTab[] {
  const tabs: MemberHeaderTab[] = memberTabs(me, idMember);
  return canViewMemberReports(me, idMember) ? [...tabs, 'reports'] : tabs;
}

/** Where `tab` sends the caller instead (memberPageRedirect), the reports page included. */
function headerRedirect(
  me: Me | null | undefined,
  idMember: string,
  tab: MemberHeaderTab,
): MemberTab | 'home' | null {
  if (tab !== 'reports') return memberPageRedirect(me, idMember, tab);
  if (memberPageAccess(me, idMember) === 'none') return 'home';
  // A manager who may change time but not read it still sees the member's tasks.
  return canViewMemberReports(me, idMember) ? null : 'tasks';
}

interface MemberPageHeaderProps {
  /** The user id of the member the page is about. */
  idMember: string;
  /** The page being shown. */
  tab: MemberHeaderTab;
}

/**
 * The top of every `/member/{id}/...` page: who it is about (the page's one h1) and links to
 * the member's other pages the caller may open (memberTabs), the current one marked.
 */
export function MemberPageHeader({ idMember, tab }: MemberPageHeaderProps) {
  const { t } = useTranslation('memberTime');
  // The reports tab's word lives with the report: the header does not wait for it (every member
  // page would), the tab joins once its few words are there.
  const reportsText = useTranslation('summaryReport', { useSuspense: false });
  const prefix = useLocalePrefix();
  const me = useQuery(accountQueries.me()).data;
  const idWorkspace = me?.activeWorkspace?.id;
  const member = useQuery({
    ...memberPageQueries.member(idWorkspace ?? '', idMember),
    enabled: idWorkspace !== undefined,
  });
  const name = member.data?.name ?? t('header.unknownMember');
  const tabs = headerTabs(me, idMember).filter((shown) => shown !== 'reports' || reportsText.ready);

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
                {shown === 'reports' ? reportsText.t('tab.reports') : t(`tab.${shown}`)}
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
  tab: MemberHeaderTab;
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
  const target = headerRedirect(me, idMember, tab);
  if (target === null) return <>{children}</>;
  const to =
    target === 'home'
      ? paths.home.getHref({}, prefix)
      : tabPages[target].getHref({ id: idMember }, prefix);
  return <Navigate replace to={to} />;
}
