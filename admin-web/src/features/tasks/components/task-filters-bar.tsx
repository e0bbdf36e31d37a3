import {
  Badge,
  Button,
  Collapse,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { TASK_PRIORITIES } from '@punchcard/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TaskLookups } from '@/features/tasks/hooks/use-task-lookups';
import {
  activeFilterCount,
  DUE_BUCKETS,
  noFilters,
  type TaskFilters,
  type TaskGrouping,
  TASK_GROUPINGS,
  WITHOUT,
} from '@/features/tasks/utils/task-filters';
import { STATUS_ORDER } from '@/features/tasks/utils/task-grouping';
import { dueBucketKey, FILTER_KEYS, GROUPING_KEYS } from '@/features/tasks/utils/task-labels';

const ANY = 'any';

interface TaskFiltersBarProps {
  filters: TaskFilters;
  onFilters: (changes: Partial<TaskFilters>) => void;
  /** The list's grouping; null where the view does not group (the board). */
  group: TaskGrouping | null;
  onGroup: (group: TaskGrouping) => void;
  lookups: TaskLookups;
  idUser: string;
}

const orAny = (value: string | null) => value ?? ANY;
const fromAny = (value: string | null) => (value === null || value === ANY ? null : value);

/** The name search, the grouping, and the filters (folded away until asked for). */
export function TaskFiltersBar({
  filters,
  onFilters,
  group,
  onGroup,
  lookups,
  idUser,
}: TaskFiltersBarProps) {
  const { t } = useTranslation('tasks');
  const count = activeFilterCount({ ...filters, q: '' });
  const [open, setOpen] = useState(count > 0);
  const any = { value: ANY, label: t('filter.any') };

  const idSelect = (
    key: 'project' | 'category' | 'tag' | 'assignee',
    without: string,
    items: readonly { value: string; label: string }[],
  ) => (
    <Select
      label={t(FILTER_KEYS[key])}
      data={[any, { value: WITHOUT, label: without }, ...items]}
      value={orAny(filters[key])}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t('field.nothingFound')}
      onChange={(value) => {
        onFilters({ [key]: fromAny(value) });
      }}
    />
  );

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('filter.search')}
          placeholder={t('filter.searchPlaceholder')}
          value={filters.q}
          style={{ flex: '1 1 14rem' }}
          onChange={(event) => {
            onFilters({ q: event.currentTarget.value });
          }}
        />
        {group !== null && (
          <Select
            label={t('filter.group')}
            data={TASK_GROUPINGS.map((value) => ({ value, label: t(GROUPING_KEYS[value]) }))}
            value={group}
            allowDeselect={false}
            style={{ flex: '0 1 12rem' }}
            onChange={(value) => {
              const found = TASK_GROUPINGS.find((known) => known === value);
              if (found !== undefined) onGroup(found);
            }}
          />
        )}
        <Button
          variant="default"
          aria-expanded={open}
          rightSection={
            count > 0 ? (
              <Badge size="sm" circle>
                {count}
              </Badge>
            ) : undefined
          }
          onClick={() => {
            setOpen((current) => !current);
          }}
        >
          {t('filter.toggle')}
        </Button>
        {activeFilterCount(filters) > 0 && (
          <Button
            variant="subtle"
            onClick={() => {
              onFilters(noFilters);
            }}
          >
            {t('filter.clear')}
          </Button>
        )}
      </Group>
      <Collapse expanded={open}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {idSelect(
            'project',
            t('field.noProject'),
            lookups.projects.map((project) => ({ value: project.id, label: project.name })),
          )}
          {idSelect('assignee', t('member.nobody'), [
            { value: idUser, label: t('filter.me') },
            ...lookups.assignable
              .filter((member) => member.idUser !== idUser)
              .map((member) => ({ value: member.idUser, label: member.name })),
          ])}
          {group !== null && (
            <Select
              label={t('field.status')}
              data={[any, ...STATUS_ORDER.map((value) => ({ value, label: t(`status.${value}`) }))]}
              value={orAny(filters.status)}
              allowDeselect={false}
              onChange={(value) => {
                onFilters({ status: STATUS_ORDER.find((known) => known === value) ?? null });
              }}
            />
          )}
          <Select
            label={t('field.priority')}
            data={[
              any,
              ...[...TASK_PRIORITIES].reverse().map((value) => ({
                value: String(value),
                label: t(`priority.${value}`),
              })),
            ]}
            value={filters.priority === null ? ANY : String(filters.priority)}
            allowDeselect={false}
            onChange={(value) => {
              const found = TASK_PRIORITIES.find((known) => String(known) === value);
              onFilters({ priority: found ?? null });
            }}
          />
          {idSelect(
            'category',
            t('field.noCategory'),
            lookups.categories.map((category) => ({ value: category.id, label: category.name })),
          )}
          {idSelect(
            'tag',
            t('field.noTags'),
            lookups.tags.map((tag) => ({ value: tag.id, label: tag.name })),
          )}
          <Select
            label={t('field.dueDate')}
            data={[any, ...DUE_BUCKETS.map((value) => ({ value, label: t(dueBucketKey(value)) }))]}
            value={orAny(filters.due)}
            allowDeselect={false}
            onChange={(value) => {
              onFilters({ due: DUE_BUCKETS.find((known) => known === value) ?? null });
            }}
          />
          <Switch
            label={t('filter.archived')}
            checked={filters.archived}
            mt={{ base: 0, xs: 'xl' }}
            onChange={(event) => {
              onFilters({ archived: event.currentTarget.checked });
            }}
          />
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
