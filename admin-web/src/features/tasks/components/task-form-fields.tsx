import {
  ColorInput,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  DEFAULT_CATEGORY_COLOR,
  TASK_ESTIMATION_MAX,
  TASK_NAME_MAX,
  TASK_NOTE_MAX,
  TASK_PRIORITIES,
  TaskPriority,
} from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import { DurationInput } from '@/components/duration-input';
import type { TaskLookups } from '@/features/tasks/hooks/use-task-lookups';
import {
  isRepeatOption,
  REPEAT_OPTIONS,
  type TaskFormErrors,
  type TaskFormField,
  type TaskFormProblem,
  type TaskFormValues,
} from '@/features/tasks/utils/task-form';
import { STATUS_ORDER } from '@/features/tasks/utils/task-grouping';

/** The words for each check of `validateTask`. */
const PROBLEM_KEYS = {
  name: { required: 'form.problem.nameRequired', tooLong: 'form.problem.nameTooLong' },
  estimation: { unreadable: 'form.problem.estimationUnreadable' },
  color: { unreadable: 'form.problem.colorUnreadable' },
  dueDate: { unreadable: 'form.problem.dueDateUnreadable' },
  note: { tooLong: 'form.problem.noteTooLong' },
} as const satisfies Record<TaskFormField, Partial<Record<TaskFormProblem, string>>>;
type ProblemKey = {
  [Field in TaskFormField]: (typeof PROBLEM_KEYS)[Field][keyof (typeof PROBLEM_KEYS)[Field]];
}[TaskFormField];

const PRIORITIES_DOWN = [...TASK_PRIORITIES].reverse();
const SWATCHES = [DEFAULT_CATEGORY_COLOR, '#DC2626', '#EA580C', '#CA8A04', '#16A34A', '#2563EB'];

export interface TaskFormFieldsProps {
  values: TaskFormValues;
  onChange: (changes: Partial<TaskFormValues>) => void;
  errors: TaskFormErrors;
  lookups: TaskLookups;
  /** Everything read-only (the caller may not edit this task). */
  readOnly: boolean;
  /** Why "personal" cannot change, when it cannot. */
  personalLock: 'none' | 'onlyPersonal' | 'notOwner';
}

/** TASK_FORM's fields (spec section 7's body of POST and PATCH /v1/tasks). */
export function TaskFormFields({
  values,
  onChange,
  errors,
  lookups,
  readOnly,
  personalLock,
}: TaskFormFieldsProps) {
  const { t } = useTranslation('tasks');
  const problem = (field: keyof TaskFormErrors) => {
    const found = errors[field];
    if (found === undefined) return undefined;
    const keys: Partial<Record<TaskFormProblem, ProblemKey>> = PROBLEM_KEYS[field];
    return t(keys[found] ?? 'form.problem.invalid');
  };

  const projectOptions = lookups.projects.map((project) => ({
    value: project.id,
    label: project.name,
  }));
  // A task may sit in an archived project, which the active list lacks: keep it choosable.
  if (values.idProject !== null && !projectOptions.some((o) => o.value === values.idProject)) {
    const name = lookups.projectName(values.idProject);
    projectOptions.push({
      value: values.idProject,
      label: name === null ? t('project.hidden') : t('project.archivedName', { name }),
    });
  }
  const memberOptions = lookups.assignable.map((member) => ({
    value: member.idUser,
    label: member.name,
  }));
  for (const id of values.assignee) {
    if (!memberOptions.some((option) => option.value === id)) {
      memberOptions.push({ value: id, label: lookups.memberName(id) ?? t('member.unknown') });
    }
  }
  const repeatOptions: { value: string; label: string }[] = REPEAT_OPTIONS.map((repeat) => ({
    value: repeat,
    label: t(`repeat.${repeat}`),
  }));
  // A word stored by another client stays as it is.
  if (values.repeat !== null && !isRepeatOption(values.repeat)) {
    repeatOptions.push({ value: values.repeat, label: values.repeat });
  }

  return (
    <Stack gap="md">
      <TextInput
        label={t('field.name')}
        required
        data-autofocus
        maxLength={TASK_NAME_MAX}
        value={values.name}
        error={problem('name')}
        disabled={readOnly}
        onChange={(event) => {
          onChange({ name: event.currentTarget.value });
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('field.project')}
          placeholder={t('field.noProject')}
          data={projectOptions}
          value={values.idProject}
          clearable
          searchable
          nothingFoundMessage={t('field.nothingFound')}
          disabled={readOnly}
          onChange={(idProject) => {
            onChange({ idProject });
          }}
        />
        <Select
          label={t('field.category')}
          placeholder={t('field.noCategory')}
          data={lookups.categories.map((category) => ({
            value: category.id,
            label: category.name,
          }))}
          value={values.idCategory}
          clearable
          searchable
          nothingFoundMessage={t('field.nothingFound')}
          disabled={readOnly}
          onChange={(idCategory) => {
            onChange({ idCategory });
          }}
        />
      </SimpleGrid>
      <Switch
        label={t('field.personal')}
        description={t(`field.personalHint.${personalLock}`)}
        checked={values.isPersonal}
        disabled={readOnly || personalLock !== 'none'}
        onChange={(event) => {
          onChange({ isPersonal: event.currentTarget.checked });
        }}
      />
      {!values.isPersonal && (
        <MultiSelect
          label={t('field.assignees')}
          placeholder={values.assignee.length === 0 ? t('member.nobody') : undefined}
          data={memberOptions}
          value={values.assignee}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={t('field.nothingFound')}
          disabled={readOnly}
          onChange={(assignee) => {
            onChange({ assignee });
          }}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('field.status')}
          data={STATUS_ORDER.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={values.status}
          allowDeselect={false}
          disabled={readOnly}
          onChange={(status) => {
            if (status !== null) onChange({ status });
          }}
        />
        <Select
          label={t('field.priority')}
          data={PRIORITIES_DOWN.map((priority) => ({
            value: String(priority),
            label: t(`priority.${priority}`),
          }))}
          value={String(values.priority)}
          allowDeselect={false}
          disabled={readOnly}
          onChange={(priority) => {
            const found = TASK_PRIORITIES.find((known) => String(known) === priority);
            onChange({ priority: found ?? TaskPriority.Medium });
          }}
        />
        <DurationInput
          label={t('field.estimation')}
          placeholder={t('field.estimationPlaceholder')}
          value={values.estimation}
          maxSeconds={TASK_ESTIMATION_MAX}
          invalidMessage={t('form.problem.estimationUnreadable')}
          readsAs={(duration) => t('field.estimationReadsAs', { duration })}
          emptyHint={t('field.estimationEmpty')}
          disabled={readOnly}
          onChange={(estimation) => {
            onChange({ estimation });
          }}
        />
        <TextInput
          type="date"
          label={t('field.dueDate')}
          value={values.dueDate}
          error={problem('dueDate')}
          disabled={readOnly}
          onChange={(event) => {
            onChange({ dueDate: event.currentTarget.value });
          }}
        />
        <Select
          label={t('field.repeat')}
          placeholder={t('repeat.never')}
          description={t('field.repeatHint')}
          data={repeatOptions}
          value={values.repeat}
          clearable
          disabled={readOnly}
          onChange={(repeat) => {
            onChange({ repeat });
          }}
        />
        <ColorInput
          label={t('field.color')}
          placeholder={t('field.noColor')}
          format="hex"
          swatches={SWATCHES}
          eyeDropperButtonProps={{ 'aria-label': t('field.pickColor') }}
          value={values.color}
          error={problem('color')}
          disabled={readOnly}
          onChange={(color) => {
            onChange({ color: color.toUpperCase() });
          }}
        />
      </SimpleGrid>
      <MultiSelect
        label={t('field.tags')}
        placeholder={values.tags.length === 0 ? t('field.noTags') : undefined}
        data={lookups.tags.map((tag) => ({ value: tag.id, label: tag.name }))}
        value={values.tags}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={t('field.nothingFound')}
        disabled={readOnly}
        onChange={(tags) => {
          onChange({ tags });
        }}
      />
      <Textarea
        label={t('field.note')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={TASK_NOTE_MAX}
        value={values.note}
        error={problem('note')}
        disabled={readOnly}
        onChange={(event) => {
          onChange({ note: event.currentTarget.value });
        }}
      />
    </Stack>
  );
}
