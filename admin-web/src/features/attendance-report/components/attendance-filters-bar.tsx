import { Button, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { AttendanceMemberFilter, REPORT_PERIODS, ROLES } from '@punchcard/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { AttendanceFilters } from '@/features/attendance-report/utils/attendance-filters';
import type { Member } from '@/lib/wire';

interface AttendanceFiltersBarProps {
  filters: AttendanceFilters;
  /** Every member of the workspace, to pick from (undefined while loading). */
  members: readonly Member[] | undefined;
  onChange: (filters: AttendanceFilters) => void;
}

const STATUSES = Object.values(AttendanceMemberFilter);

/** Rows per day, week or month, and which members: by name, role and status. */
export function AttendanceFiltersBar({ filters, members, onChange }: AttendanceFiltersBarProps) {
  const { t } = useTranslation('attendanceReport');
  const memberOptions = useMemo(
    () =>
      [...(members ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((member) => ({ value: member.idUser, label: member.name })),
    [members],
  );
  // Any change of who is shown starts again at the first page.
  const update = (change: Partial<AttendanceFilters>) => {
    onChange({ ...filters, ...change, page: 1 });
  };
  const filtered =
    filters.members.length > 0 ||
    filters.roles.length > 0 ||
    filters.status !== AttendanceMemberFilter.Active;

  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 5 }}
      spacing="sm"
      role="group"
      aria-label={t('filters.group')}
      style={{ alignItems: 'end' }}
    >
      <Select
        label={t('filters.period')}
        value={filters.period}
        allowDeselect={false}
        data={REPORT_PERIODS.map((period) => ({
          value: period,
          label: t(`filters.period.${period}`),
        }))}
        onChange={(value) => {
          if (value !== null) onChange({ ...filters, period: value });
        }}
      />
      <MultiSelect
        label={t('filters.members')}
        placeholder={filters.members.length === 0 ? t('filters.membersPlaceholder') : undefined}
        searchable
        clearable
        data={memberOptions}
        value={filters.members}
        onChange={(value) => {
          update({ members: value });
        }}
      />
      <MultiSelect
        label={t('filters.roles')}
        placeholder={filters.roles.length === 0 ? t('filters.rolesPlaceholder') : undefined}
        clearable
        data={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
        value={filters.roles}
        onChange={(value) => {
          update({ roles: value });
        }}
      />
      <Select
        label={t('filters.status')}
        value={filters.status}
        allowDeselect={false}
        data={STATUSES.map((status) => ({ value: status, label: t(`filters.status.${status}`) }))}
        onChange={(value) => {
          if (value !== null) update({ status: value });
        }}
      />
      <Button
        variant="subtle"
        disabled={!filtered}
        onClick={() => {
          update({ members: [], roles: [], status: AttendanceMemberFilter.Active });
        }}
      >
        {t('filters.clear')}
      </Button>
    </SimpleGrid>
  );
}
