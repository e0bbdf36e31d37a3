import { Group, Select, TextInput } from '@mantine/core';
import { ROLES } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import {
  MEMBER_SORTS,
  MEMBER_STATES,
  type MemberFilter,
  type MemberSort,
} from '@/features/members/utils/member-filters';

interface MemberFiltersBarProps {
  filter: MemberFilter;
  onChange: (filter: MemberFilter) => void;
  sort: MemberSort;
  onSort: (sort: MemberSort) => void;
  /** Soft-deleted members are listed only to those who may manage members. */
  withDeleted: boolean;
}

/** Search by name or e-mail, narrow by role and state, and sort; stacked on a phone. */
export function MemberFiltersBar({
  filter,
  onChange,
  sort,
  onSort,
  withDeleted,
}: MemberFiltersBarProps) {
  const { t } = useTranslation('members');
  const states = MEMBER_STATES.filter((state) => withDeleted || state !== 'DELETED');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t('filter.search')}
        placeholder={t('filter.searchPlaceholder')}
        value={filter.search}
        onChange={(event) => {
          onChange({ ...filter, search: event.currentTarget.value });
        }}
        style={{ flex: '2 1 14rem' }}
      />
      <Select
        label={t('filter.role')}
        placeholder={t('filter.any')}
        data={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
        value={filter.role}
        onChange={(value) => {
          onChange({ ...filter, role: value });
        }}
        clearable
        clearButtonProps={{ 'aria-label': t('filter.clear') }}
        style={{ flex: '1 1 9rem' }}
      />
      <Select
        label={t('filter.state')}
        placeholder={t('filter.any')}
        data={states.map((state) => ({ value: state, label: t(`state.${state}`) }))}
        value={filter.state}
        onChange={(value) => {
          onChange({ ...filter, state: value });
        }}
        clearable
        clearButtonProps={{ 'aria-label': t('filter.clear') }}
        style={{ flex: '1 1 9rem' }}
      />
      <Select
        label={t('sort.label')}
        data={MEMBER_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
        value={sort}
        onChange={(value) => {
          if (value !== null) onSort(value);
        }}
        allowDeselect={false}
        style={{ flex: '1 1 9rem' }}
      />
    </Group>
  );
}
