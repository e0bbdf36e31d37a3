// Who may open the pages about one member (`/member/{id}/...`, time-tracking-spec section 2,
// "Page rules"). Every member page and its header read the rules here, so the redirects and the
// tabs a page offers never disagree.
import { Permission, Role, roleRank } from '@punchcard/shared';
import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { Me, Member } from '@/lib/wire';
import { canInWorkspace } from '@/lib/workspace-permissions';

/**
 * How the caller relates to the member a page is about: their own pages, a manager's view of
 * someone else's, or no business there (the page sends them home).
 */
export type MemberPageAccess = 'own' | 'manager' | 'none';

/** The pages under `/member/{id}`, in the order the header lists them. */
export const MEMBER_TABS = ['timestamps', 'requests', 'drafts', 'tasks', 'reports'] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];

/**
 * `/member/*` sends people home unless the id is their own or they hold the view-member-timestamps
 * or manage-timestamp-modification permission.
 */
export function memberPageAccess(me: Me | null | undefined, idMember: string): MemberPageAccess {
  if (!me) return 'none';
  if (me.user.id === idMember) return 'own';
  const workspace = me.activeWorkspace;
  if (!workspace) return 'none';
  const manages =
    canInWorkspace(workspace, Permission.ViewMemberTimestamps) ||
    canInWorkspace(workspace, Permission.ManageTimestampModification);
  return manages ? 'manager' : 'none';
}

/** The caller may see another member's timestamps (else `/member/{id}/timestamps` -> tasks). */
export function canViewMemberTimestamps(me: Me | null | undefined): boolean {
  const workspace = me?.activeWorkspace;
  return workspace != null && canInWorkspace(workspace, Permission.ViewMemberTimestamps);
}

/** `/member/{id}/drafts` is for managers, owners and super owners, or the member themself. */
export function canViewMemberDrafts(me: Me | null | undefined, idMember: string): boolean {
  const access = memberPageAccess(me, idMember);
  if (access === 'own') return true;
  const role = me?.activeWorkspace?.role;
  return access === 'manager' && role !== undefined && roleRank(role) >= roleRank(Role.Manager);
}

/**
 * `/member/{id}/reports`: one's own summary, or anyone's with VIEW_MEMBER_TIMESTAMPS (the API's
 * rule for GET /v1/workspaces/members/{memberId}/reports).
 */
export function canViewMemberReports(me: Me | null | undefined, idMember: string): boolean {
  const access = memberPageAccess(me, idMember);
  return access === 'own' || (access === 'manager' && canViewMemberTimestamps(me));
}

/**
 * The member pages the caller may open for `idMember`, in header order. One's own timestamps
 * live at /timestamps (the spec sends `/member/{own id}/timestamps` to requests), so that tab is
 * a manager's only.
 */
export function memberTabs(me: Me | null | undefined, idMember: string): MemberTab[] {
  const access = memberPageAccess(me, idMember);
  if (access === 'none') return [];
  return MEMBER_TABS.filter((tab) => {
    if (tab === 'timestamps') return access === 'manager' && canViewMemberTimestamps(me);
    if (tab === 'drafts') return canViewMemberDrafts(me, idMember);
    if (tab === 'reports') return canViewMemberReports(me, idMember);
    return true;
  });
}

/**
 * The page the caller should see instead of `tab` for `idMember`, or null to stay. `home` means
 * the caller has no business on any member page of this id.
 */
export function memberPageRedirect(
  me: Me | null | undefined,
  idMember: string,
  tab: MemberTab,
): MemberTab | 'home' | null {
  const access = memberPageAccess(me, idMember);
  if (access === 'none') return 'home';
  if (tab === 'timestamps') {
    if (access === 'own') return 'requests';
    if (!canViewMemberTimestamps(me)) return 'tasks';
  }
  if (tab === 'drafts' && !canViewMemberDrafts(me, idMember)) return 'home';
  // A manager who may change time but not read it still sees the member's tasks.
  if (tab === 'reports' && !canViewMemberReports(me, idMember)) return 'tasks';
  return null;
}

/**
 * The members of the active workspace as the member pages and the live board show them (every
 * member may read the list; the API has no single-member read).
 */
const membersOf = (idWorkspace: string) =>
  queryOptions({
    queryKey: ['member-page', idWorkspace, 'members'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<Member[]>(`/v1/workspaces/${encodeURIComponent(idWorkspace)}/members`, {
        signal,
      }),
  });

export const memberPageQueries = {
  members: membersOf,
  /** The member a page is about, picked out of the list; null when no member has the id. */
  member: (idWorkspace: string, idMember: string) =>
    queryOptions({
      ...membersOf(idWorkspace),
      select: (members: Member[]) => members.find((member) => member.idUser === idMember) ?? null,
    }),
};
