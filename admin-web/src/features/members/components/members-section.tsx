import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SettingsSection } from '@/components/settings-section';
import { memberQueries } from '@/features/members/api/member-queries';
import { CredentialsDrawer } from '@/features/members/components/credentials-drawer';
import { MemberFiltersBar } from '@/features/members/components/member-filters-bar';
import { MemberRow } from '@/features/members/components/member-row';
import { PrintBadgesButton } from '@/features/members/components/print-badges-button';
import {
  canManageCredentialsOf,
  filterMembers,
  isFiltered,
  noFilter,
} from '@/features/members/utils/member-filters';
import type { Member, Workspace } from '@/lib/wire';

interface MembersSectionProps {
  workspace: Workspace;
  /** The caller's user id: their own credentials are theirs to manage whatever their rank. */
  idUser: string;
  /** The caller holds MANAGE_WORKSPACE_MEMBERS: deleted members and kiosk credentials. */
  canManage: boolean;
}

/** The workspace's members: search, filters, and (for managers) their kiosk credentials. */
export function MembersSection({ workspace, idUser, canManage }: MembersSectionProps) {
  const { t } = useTranslation('members');
  const members = useQuery(memberQueries.list(workspace.id, canManage));
  const [filter, setFilter] = useState(noFilter);
  const [open, setOpen] = useState<Member | null>(null);
  const shown = useMemo(() => filterMembers(members.data ?? [], filter), [members.data, filter]);
  const caller = { role: workspace.role, idUser };
  const mayHandle = (member: Member) => canManage && canManageCredentialsOf(member, caller);
  // Filtered: the badges of those shown whom the caller may manage (the API refuses the sheet
  // whole otherwise); unfiltered: the API's default, every active member the caller may manage.
  const printIds = isFiltered(filter)
    ? shown.filter(mayHandle).map((member) => member.idUser)
    : undefined;

  return (
    <SettingsSection
      title={t('list.heading')}
      description={t('list.description', { workspace: workspace.name })}
    >
      <MemberFiltersBar filter={filter} onChange={setFilter} withDeleted={canManage} />
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
        <Text size="sm" role="status">
          {t('list.count', { count: shown.length })}
        </Text>
      )}
      {shown.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((member) => (
            <MemberRow
              key={member.idUser}
              member={member}
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
      <CredentialsDrawer
        member={open}
        idWorkspace={workspace.id}
        onClose={() => {
          setOpen(null);
        }}
      />
    </SettingsSection>
  );
}
