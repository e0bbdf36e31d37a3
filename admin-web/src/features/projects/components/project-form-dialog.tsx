import {
  Button,
  Group,
  Modal,
  MultiSelect,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useSaveProject } from '@/features/projects/api/project-mutations';
import { projectQueries } from '@/features/projects/api/project-queries';
import { currencySymbol, parseAmount } from '@/lib/money';
import { projectAbilities } from '@/features/projects/utils/project-rules';
import { useLocale } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { Project, Workspace } from '@/lib/wire';

interface ProjectFormDialogProps {
  opened: boolean;
  /** Null: a new project. */
  project: Project | null;
  workspace: Workspace;
  onClose: () => void;
}

/** The spec's `edit-project` dialog: a new project, or one's settings and clients. */
export function ProjectFormDialog({ opened, project, workspace, onClose }: ProjectFormDialogProps) {
  const { t } = useTranslation('projects');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={project === null ? t('form.createTitle') : t('form.editTitle', { name: project.name })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {/* Mounted only while open: every opening starts from the project as it is. */}
      {opened && <ProjectForm project={project} workspace={workspace} onClose={onClose} />}
    </Modal>
  );
}

function ProjectForm({ project, workspace, onClose }: Omit<ProjectFormDialogProps, 'opened'>) {
  const { t } = useTranslation('projects');
  const locale = useLocale();
  const { privateNeedsPlan } = projectAbilities(workspace);
  const clients = useQuery(projectQueries.clients(workspace.id));
  const save = useSaveProject(project?.id ?? null);
  const [name, setName] = useState(project?.name ?? '');
  const [description, setDescription] = useState(project?.description ?? '');
  const [isPublic, setIsPublic] = useState(project?.isPublic ?? true);
  const [rate, setRate] = useState(project === null ? '0' : project.hourlyRate.toFixed(2));
  const [clientIds, setClientIds] = useState<string[]>(
    project?.clients.map((client) => client.id) ?? [],
  );
  const [checked, setChecked] = useState(false);

  const trimmed = name.trim();
  const nameProblem =
    trimmed === ''
      ? t('form.nameRequired')
      : Array.from(trimmed).length > PROJECT_NAME_MAX
        ? t('form.tooLong', { max: PROJECT_NAME_MAX })
        : null;
  const descriptionProblem =
    description.trim().length > PROJECT_DESCRIPTION_MAX
      ? t('form.tooLong', { max: PROJECT_DESCRIPTION_MAX })
      : null;
  const amount = parseAmount(rate);
  // A name taken already is the name's problem: said under the field, not in an alert.
  const conflict =
    save.error instanceof ApiError && save.error.errorKey === 'projects.messages.conflict_project';
  // Clients attached before (even deleted since) stay choosable, so saving never drops one silently.
  const clientOptions = [
    ...(clients.data ?? []).map((client) => ({ value: client.id, label: client.name })),
    ...(project?.clients ?? [])
      .filter((client) => !(clients.data ?? []).some((known) => known.id === client.id))
      .map((client) => ({ value: client.id, label: client.name })),
  ];

  const submit = () => {
    setChecked(true);
    if (nameProblem !== null || descriptionProblem !== null || amount === undefined) return;
    save.mutate(
      {
        name: trimmed,
        description: description.trim(),
        isPublic: privateNeedsPlan === undefined ? isPublic : true,
        hourlyRate: Number(amount),
        clientIds,
      },
      {
        onSuccess: (saved) => {
          notify({
            tone: 'success',
            message: t(project === null ? 'notice.created' : 'notice.saved', { name: saved.name }),
          });
          onClose();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('form.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          error={(checked ? nameProblem : null) ?? (conflict ? t('form.nameTaken') : null)}
          required
          maxLength={PROJECT_NAME_MAX + 20}
          data-autofocus
        />
        <Textarea
          label={t('form.description')}
          value={description}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
          }}
          error={checked ? descriptionProblem : null}
          autosize
          minRows={2}
          maxRows={6}
        />
        <Radio.Group
          label={t('form.visibility')}
          description={
            privateNeedsPlan === undefined
              ? undefined
              : t('form.privateNeedsPlan', { plan: privateNeedsPlan })
          }
          value={privateNeedsPlan === undefined && !isPublic ? 'private' : 'public'}
          onChange={(value) => {
            setIsPublic(value !== 'private');
          }}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="public" label={t('form.public')} description={t('form.publicHint')} />
            <Radio
              value="private"
              label={t('form.private')}
              description={t('form.privateHint')}
              disabled={privateNeedsPlan !== undefined}
            />
          </Stack>
        </Radio.Group>
        <TextInput
          label={t('form.rate')}
          description={t('form.rateHint', { currency: workspace.currency })}
          value={rate}
          onChange={(event) => {
            setRate(event.currentTarget.value);
          }}
          inputMode="decimal"
          leftSection={<Text size="sm">{currencySymbol(workspace.currency, locale)}</Text>}
          leftSectionWidth={48}
          error={checked && amount === undefined ? t('form.rateInvalid') : null}
          maw={260}
        />
        <MultiSelect
          label={t('form.clients')}
          description={
            clients.isError
              ? t('form.clientsFailed')
              : clients.data?.length === 0 && clientOptions.length === 0
                ? t('form.clientsEmpty')
                : undefined
          }
          placeholder={clientIds.length === 0 ? t('form.clientsPlaceholder') : undefined}
          data={clientOptions}
          value={clientIds}
          onChange={setClientIds}
          searchable
          clearable
          disabled={clients.isPending}
          nothingFoundMessage={t('form.clientsNone')}
        />
        {save.isError && !conflict && <ApiErrorAlert error={save.error} title={t('form.failed')} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(project === null ? 'form.create' : 'form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
