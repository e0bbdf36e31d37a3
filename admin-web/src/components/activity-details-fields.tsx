import { ACTIVITY_DESCRIPTION_MAX } from '@punchcard/shared';
import { type ComboboxData, MultiSelect, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { defaultTimestampSettings, useActiveWorkspace } from '@/lib/active-workspace';
import {
  type ActivityDetailsValue,
  emptyActivityDetails,
  missingRequiredDetails,
} from '@/lib/activity-details';
import { type Catalog, useCatalog } from '@/lib/catalog-queries';
import type { Project, Task, TimestampSettings } from '@/lib/wire';

export { type ActivityDetailsValue, emptyActivityDetails };

export type ActivityDetailsErrors = Partial<Record<keyof ActivityDetailsValue, string>>;

export interface ActivityDetailsFieldsProps {
  value: ActivityDetailsValue;
  onChange: (value: ActivityDetailsValue) => void;
  disabled?: boolean;
  /** A message under each field that has one (e.g. from `useRequiredDetailErrors`). */
  errors?: ActivityDetailsErrors;
  /** What can be picked: the active workspace's catalogue (`useCatalog`). */
  catalog: Catalog;
  /** Which fields the workspace requires (they carry the required marker). */
  settings: TimestampSettings;
}

const LABEL_KEYS = {
  idProject: 'details.project',
  idTask: 'details.task',
  idCategory: 'details.category',
  idTags: 'details.tags',
  description: 'details.description',
} as const satisfies Record<keyof ActivityDetailsValue, string>;

/** "Project is required in this workspace." for each field the settings require and is empty. */
export function requiredDetailErrors(
  missing: readonly (keyof ActivityDetailsValue)[],
  t: TFunction<'clock'>,
): ActivityDetailsErrors {
  return Object.fromEntries(
    missing.map((field) => [field, t('details.required', { field: t(LABEL_KEYS[field]) })]),
  );
}

/**
 * Checks `value` against the active workspace's timestamp settings: the errors to show (empty
 * when nothing required is missing). Call it when the person submits, not while they type.
 */
export function useRequiredDetailErrors(): (value: ActivityDetailsValue) => ActivityDetailsErrors {
  const { t } = useTranslation('clock');
  const settings = useActiveWorkspace()?.timestampSettings ?? defaultTimestampSettings;
  return (value) => requiredDetailErrors(missingRequiredDetails(value, settings), t);
}

/**
 * What the fields show from the active workspace: its catalogue and the settings that say which
 * fields are required. `enabled` false asks for nothing (the fields are not on screen).
 */
export function useActivityDetailsSource(
  enabled = true,
): Pick<ActivityDetailsFieldsProps, 'catalog' | 'settings'> {
  const catalog = useCatalog(enabled);
  const settings = useActiveWorkspace()?.timestampSettings ?? defaultTimestampSettings;
  return { catalog, settings };
}

const isLiveTask = (task: Task) =>
  task.archivedAt === null && task.deletedAt === null && !task.isDeleted;

/**
 * The tasks to offer: those of the chosen project; without one, every task grouped by project,
 * so picking a task also picks its project (as the API would).
 */
function taskOptions(
  tasks: readonly Task[],
  projects: readonly Project[],
  idProject: string | null,
  noProjectLabel: string,
): ComboboxData {
  const live = tasks.filter(isLiveTask);
  const option = (task: Task) => ({ value: task.id, label: task.name });
  if (idProject !== null) {
    return live.filter((task) => task.idProject === idProject).map(option);
  }
  const groups = projects
    .map((project) => ({
      group: project.name,
      items: live.filter((task) => task.idProject === project.id).map(option),
    }))
    .filter((group) => group.items.length > 0);
  const withoutProject = live.filter((task) => task.idProject === null).map(option);
  return withoutProject.length > 0
    ? [{ group: noProjectLabel, items: withoutProject }, ...groups]
    : groups;
}

/**
 * What an activity is about: project, then a task of it, category, tags and a description. Only
 * live objects of the catalogue are offered; the fields the workspace's timestamp
 * settings require carry the required marker.
 */
export function ActivityDetailsFields({
  value,
  onChange,
  disabled = false,
  errors = {},
  catalog,
  settings,
}: ActivityDetailsFieldsProps) {
  const { t } = useTranslation('clock');
  const { projects, tasks, categories, tags, enabled } = catalog;

  const projectList = projects.data ?? [];
  const taskList = tasks.data ?? [];
  const loadingText = t('details.loading');
  const placeholder = (loading: boolean, text: string) => (loading ? loadingText : text);

  const changeProject = (idProject: string | null) => {
    // A task of another project cannot stay: the pair would name two projects.
    const task = taskList.find((candidate) => candidate.id === value.idTask);
    const keepTask = task !== undefined && idProject !== null && task.idProject === idProject;
    onChange({ ...value, idProject, idTask: keepTask ? value.idTask : null });
  };

  const changeTask = (idTask: string | null) => {
    const task = taskList.find((candidate) => candidate.id === idTask);
    onChange({
      ...value,
      idTask,
      // The task brings its project, and its category when none is chosen yet.
      idProject: task?.idProject ?? value.idProject,
      idCategory: value.idCategory ?? task?.idCategory ?? null,
    });
  };

  const common = {
    disabled,
    searchable: true,
    clearable: true,
    nothingFoundMessage: t('details.nothingFound'),
  } as const;

  return (
    <Stack gap="sm">
      <SimpleGrid type="container" cols={{ base: 1, '32rem': 2 }} spacing="sm">
        <Select
          {...common}
          label={t('details.project')}
          placeholder={placeholder(projects.isPending && enabled, t('details.projectPlaceholder'))}
          withAsterisk={settings.isProjectRequired}
          aria-required={settings.isProjectRequired}
          data={projectList.map((project) => ({ value: project.id, label: project.name }))}
          value={value.idProject}
          onChange={changeProject}
          error={errors.idProject}
        />
        <Select
          {...common}
          label={t('details.task')}
          placeholder={placeholder(tasks.isPending && enabled, t('details.taskPlaceholder'))}
          withAsterisk={settings.isTaskRequired}
          aria-required={settings.isTaskRequired}
          data={taskOptions(taskList, projectList, value.idProject, t('details.taskNoProject'))}
          value={value.idTask}
          onChange={changeTask}
          error={errors.idTask}
        />
        <Select
          {...common}
          label={t('details.category')}
          placeholder={placeholder(
            categories.isPending && enabled,
            t('details.categoryPlaceholder'),
          )}
          withAsterisk={settings.isCategoryRequired}
          aria-required={settings.isCategoryRequired}
          data={(categories.data ?? []).map((category) => ({
            value: category.id,
            label: category.name,
          }))}
          value={value.idCategory}
          onChange={(idCategory) => {
            onChange({ ...value, idCategory });
          }}
          error={errors.idCategory}
        />
        <MultiSelect
          {...common}
          label={t('details.tags')}
          placeholder={
            value.idTags.length > 0
              ? undefined
              : placeholder(tags.isPending && enabled, t('details.tagsPlaceholder'))
          }
          withAsterisk={settings.isTagRequired}
          aria-required={settings.isTagRequired}
          hidePickedOptions
          data={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
          value={value.idTags}
          onChange={(idTags) => {
            onChange({ ...value, idTags });
          }}
          error={errors.idTags}
        />
      </SimpleGrid>
      <Textarea
        label={t('details.description')}
        placeholder={t('details.descriptionPlaceholder')}
        withAsterisk={settings.isDescriptionRequired}
        aria-required={settings.isDescriptionRequired}
        disabled={disabled}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={ACTIVITY_DESCRIPTION_MAX}
        value={value.description}
        onChange={(event) => {
          onChange({ ...value, description: event.currentTarget.value });
        }}
        error={errors.description}
      />
    </Stack>
  );
}
