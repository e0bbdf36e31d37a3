import { Alert, Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import { paths } from '@/config/paths';
import { memberQueries } from '@/features/members/api/member-queries';
import { BulkBar } from '@/features/members/components/bulk-bar';
import { CredentialsDrawer } from '@/features/members/components/credentials-drawer';
import { InvitationsSection } from '@/features/members/components/invitations-section';
import { InviteDialog } from '@/features/members/components/invite-dialog';
import { LeaveWorkspace } from '@/features/members/components/leave-workspace';
import { MemberChangeDialog } from '@/features/members/components/member-change-dialog';
import { MemberFiltersBar } from '@/features/members/components/member-filters-bar';
import { MemberRow } from '@/features/members/components/member-row';
import { PrintBadgesButton } from '@/features/members/components/print-badges-button';
import { useMemberChanges } from '@/features/members/hooks/use-member-changes';
import {
  canManageCredentialsOf,
  filterMembers,
  isFiltered,
  type MemberSort,
  noFilter,
} from '@/features/members/utils/member-filters';
import {
  actionsFor,
  bulkActionsFor,
  type Caller,
  canChangeRoles,
  grantableRoles,
  invitableRoles,
  rowActionsFor,
  seatsLeft,
  strandsWorkspace,
} from '@/features/members/utils/member-rules';
import { useLocalePrefix } from '@/hooks/use-locale';
import type { Member, Workspace } from '@/lib/wire';

interface MembersSectionProps {
  workspace: Workspace;
  /** The caller's user id: their own credentials are theirs to manage whatever their rank. */
  idUser: string;
  /** The caller holds MANAGE_WORKSPACE_MEMBERS: changes, invitations, kiosk credentials. */
  canManage: boolean;
  /** The caller holds VIEW_MEMBER_TIMESTAMPS: each name links to that member's time. */
  canViewTimes: boolean;
}

/**
 * The workspace's members: search, filters and sort, live work status, changes singly and in
 * bulk, invitations, kiosk credentials, and the caller's own way out of the workspace.
 */
export function MembersSection({
  workspace,
  idUser,
  canManage,
  canViewTimes,
}: MembersSectionProps) {
  const { t } = useTranslation('members');
  const prefix = useLocalePrefix();
  const members = useQuery(memberQueries.list(workspace.id, canManage));
  const invitations = useQuery({ ...memberQueries.invitations(workspace.id), enabled: canManage });
  const [filter, setFilter] = useState(noFilter);
  const [sort, setSort] = useState<MemberSort>('name');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<Member | null>(null);
  const [inviting, setInviting] = useState(false);
  const changes = useMemberChanges(() => {
    setSelected(new Set());
  });
  const all = useMemo(() => members.data ?? [], [members.data]);
  const shown = useMemo(() => filterMembers(all, filter, sort), [all, filter, sort]);
  const caller: Caller = { idUser, role: workspace.role, canManage, workspace };
  const mayHandle = (member: Member) => canManage && canManageCredentialsOf(member, caller);
  const selectable = shown.filter((member) => actionsFor(member, caller).length > 0);
  // Only rows still shown stay selected: a filter change never acts on hidden members.
  const picked = selectable.filter((member) => selected.has(member.idUser));
  // Filtered: the badges of those shown whom the caller may manage (the API refuses the sheet
  // whole otherwise); unfiltered: the API's default, every active member the caller may manage.
  const printIds = isFiltered(filter)
    ? shown.filter(mayHandle).map((member) => member.idUser)
    : undefined;
  const select = (ids: string[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };
  const timesHref = (member: Member) =>
    canViewTimes && member.status !== 'PENDING' && member.deletedAt === null
      ? paths.memberTimestamps.getHref({ id: member.idUser }, prefix)
      : undefined;
  const roles = grantableRoles(caller);

  return (
    <Stack gap="lg">
      <SettingsSection
        title={t('list.heading')}
        description={t('list.description', { workspace: workspace.name })}
      >
        {canManage && (
          <Button
            onClick={() => {
              setInviting(true);
            }}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('invite.open')}
          </Button>
        )}
        <MemberFiltersBar
          filter={filter}
          onChange={setFilter}
          sort={sort}
          onSort={setSort}
          withDeleted={canManage}
        />
        {canManage && (
          <Group justify="space-between" gap="sm" align="flex-start">
            <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
              {t('print.hint')}
            </Text>
            <PrintBadgesButton ids={printIds} />
          </Group>
        )}
        {members.isPending && <Loader size="sm" aria-label={t('list.loading')} />}
        {members.isError && (
          <Alert color="red" variant="light" role="alert">
            <Group justify="space-between" gap="sm">
              <span>{t('list.loadFailed')}</span>
              <Button size="xs" variant="default" onClick={() => void members.refetch()}>
                {t('action.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {members.data !== undefined && (
          <Group justify="space-between" gap="sm">
            <Text size="sm" role="status">
              {t('list.count', { count: shown.length })}
            </Text>
            {selectable.length > 0 && (
              <Checkbox
                label={t('select.all')}
                checked={picked.length === selectable.length}
                indeterminate={picked.length > 0 && picked.length < selectable.length}
                onChange={(event) => {
                  select(
                    selectable.map((member) => member.idUser),
                    event.currentTarget.checked,
                  );
                }}
              />
            )}
          </Group>
        )}
        <BulkBar
          count={picked.length}
          actions={bulkActionsFor(picked, all, caller)}
          onAction={(action) => {
            changes.start(action, picked);
          }}
          onClear={() => {
            setSelected(new Set());
          }}
        />
        {shown.length > 0 && (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {shown.map((member) => (
              <MemberRow
                key={member.idUser}
                member={member}
                isSelf={member.idUser === idUser}
                actions={rowActionsFor(member, all, caller)}
                onAction={(action) => {
                  changes.start(action, [member]);
                }}
                selection={
                  actionsFor(member, caller).length > 0
                    ? {
                        selected: selected.has(member.idUser),
                        onChange: (on) => {
                          select([member.idUser], on);
                        },
                      }
                    : undefined
                }
                timesHref={timesHref(member)}
                onCredentials={
                  mayHandle(member)
                    ? () => {
                        setOpen(member);
                      }
                    : undefined
                }
              />
            ))}
          </Stack>
        )}
      </SettingsSection>
      {canManage && <InvitationsSection idWorkspace={workspace.id} />}
      <LeaveWorkspace
        idUser={idUser}
        workspaceName={workspace.name}
        isLastSuperOwner={strandsWorkspace(all, [idUser])}
      />
      <MemberChangeDialog
        request={changes.request}
        roles={roles}
        busy={changes.busy}
        error={changes.error}
        onConfirm={changes.confirm}
        onClose={changes.close}
      />
      <InviteDialog
        opened={inviting}
        onClose={() => {
          setInviting(false);
        }}
        roles={invitableRoles(caller)}
        seats={seatsLeft(workspace, all, invitations.data ?? [])}
        rolesNeedPlan={!canChangeRoles(caller)}
      />
      <CredentialsDrawer
        member={open}
        idWorkspace={workspace.id}
        onClose={() => {
          setOpen(null);
        }}
      />
    </Stack>
  );
}
