import { Group, MultiSelect, Select } from '@mantine/core';
import { PROJECT_REPORT_GROUPS, type ProjectReportGroup } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import type { ProjectMember } from '@/features/project-reports/types';
import type { ProjectReportFilters } from '@/features/project-reports/utils/report-filters';

interface ReportControlsProps {
  filters: ProjectReportFilters;
  /** The project's members; undefined while loading (the filter waits). */
  members: readonly ProjectMember[] | undefined;
  onChange: (filters: ProjectReportFilters) => void;
}

const isGroup = (value: string | null): value is ProjectReportGroup =>
  value !== null && (PROJECT_REPORT_GROUPS as readonly string[]).includes(value);

/** How rows are split and whose rows are shown; any change goes back to the first page. */
export function ReportControls({ filters, members, onChange }: ReportControlsProps) {
  const { t } = useTranslation('projectReports');
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Select
        label={t('filters.group')}
        w={{ base: '100%', xs: 200 }}
        allowDeselect={false}
        data={PROJECT_REPORT_GROUPS.map((group) => ({ value: group, label: t(`group.${group}`) }))}
        value={filters.groups}
        onChange={(value) => {
          if (isGroup(value)) onChange({ ...filters, groups: value, page: 1 });
        }}
      />
      <MultiSelect
        label={t('filters.members')}
        placeholder={filters.members.length === 0 ? t('filters.membersPlaceholder') : undefined}
        nothingFoundMessage={t('filters.membersNothing')}
        w={{ base: '100%', xs: 360 }}
        searchable
        clearable
        disabled={members === undefined}
        data={(members ?? []).map((member) => ({ value: member.idUser, label: member.name }))}
        value={filters.members}
        onChange={(ids) => {
          onChange({ ...filters, members: ids, page: 1 });
        }}
      />
    </Group>
  );
}
