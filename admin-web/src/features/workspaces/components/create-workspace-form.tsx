import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { type ReactNode, type SubmitEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useCreateWorkspace } from '@/features/workspaces/api/create-workspace';
import { browserTimeZone, timeZoneOptions } from '@/lib/time-zones';
import { useLocale } from '@/hooks/use-locale';
import type { Workspace } from '@/lib/wire';

/** The API's bound on a name, after trimming (decisions.md, "Workspaces"). */
const WORKSPACE_NAME_MAX = 100;

type NameError = 'validation.nameRequired' | 'validation.nameTooLong';

function nameError(name: string): NameError | undefined {
  if (name === '') return 'validation.nameRequired';
  if (name.length > WORKSPACE_NAME_MAX) return 'validation.nameTooLong';
  return undefined;
}

export interface CreateWorkspaceFormProps {
  /** Called once the workspace exists (it is the active workspace by then). */
  onCreated: (workspace: Workspace) => void;
  /** Shown beside the submit button, e.g. a way back for someone who has a workspace already. */
  secondaryAction?: ReactNode;
}

/** Name and time zone of a new workspace (POST /v1/workspaces). */
export function CreateWorkspaceForm({ onCreated, secondaryAction }: CreateWorkspaceFormProps) {
  const { t } = useTranslation('workspaces');
  const locale = useLocale();
  const create = useCreateWorkspace();
  const [name, setName] = useState('');
  const [timeZone, setTimeZone] = useState<string | null>(browserTimeZone);
  const [errors, setErrors] = useState<{ name?: NameError; timeZone?: boolean }>({});
  const zones = useMemo(() => timeZoneOptions(locale, browserTimeZone()), [locale]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const trimmed = name.trim();
    const found = { name: nameError(trimmed), timeZone: timeZone === null };
    setErrors(found);
    if (found.name !== undefined || timeZone === null) return;
    create.mutate({ name: trimmed, timeZone }, { onSuccess: onCreated });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <TextInput
          label={t('create.name')}
          description={t('create.nameHelp')}
          placeholder={t('create.namePlaceholder')}
          required
          autoComplete="organization"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          error={errors.name && t(errors.name, { count: name.trim().length })}
        />
        <Select
          label={t('create.timeZone')}
          description={t('create.timeZoneHelp')}
          required
          searchable
          allowDeselect={false}
          data={zones}
          value={timeZone}
          onChange={setTimeZone}
          nothingFoundMessage={t('create.timeZoneSearch')}
          maxDropdownHeight={280}
          error={errors.timeZone === true && t('validation.timeZoneRequired')}
        />
        {create.isError && <ApiErrorAlert error={create.error} />}
        <Group justify="flex-end" gap="sm">
          {secondaryAction}
          <Button type="submit" loading={create.isPending} disabled={create.isPending}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
