import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useAttachProject, useDetachProject } from '@/features/clients/api/client-mutations';
import type { Client } from '@/features/clients/api/client-queries';
import type { ClientProject } from '@/features/clients/utils/client-projects';
import { notify } from '@/lib/notify';
import type { Project } from '@/lib/wire';

interface ClientProjectsFieldProps {
  client: Client;
  /** The projects the client is on. */
  projects: readonly ClientProject[];
  /** The active projects the caller sees: where the client can be added. */
  activeProjects: readonly Project[];
  /** CUD_PROJECT_TASK: adding a client to a project changes the project. */
  canManageProjects: boolean;
}

/** The projects a client is on: added and removed one at a time, each saved at once. */
export function ClientProjectsField({
  client,
  projects,
  activeProjects,
  canManageProjects,
}: ClientProjectsFieldProps) {
  const { t } = useTranslation('clients');
  const attach = useAttachProject();
  const detach = useDetachProject();
  const [picked, setPicked] = useState<string | null>(null);
  const onIt = new Set(projects.map((project) => project.id));
  const candidates = activeProjects
    .filter((project) => !onIt.has(project.id))
    .map((project) => ({ value: project.id, label: project.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const failure = attach.error ?? detach.error;

  const add = () => {
    if (picked === null) return;
    const name = candidates.find((option) => option.value === picked)?.label ?? '';
    detach.reset();
    attach.mutate(
      { idProject: picked, idClient: client.id },
      {
        onSuccess: () => {
          setPicked(null);
          notify({ message: t('projects.added', { project: name }), tone: 'success' });
        },
      },
    );
  };

  const remove = (project: ClientProject) => {
    attach.reset();
    detach.mutate(
      { idProject: project.id, idClient: client.id },
      {
        onSuccess: () => {
          notify({ message: t('projects.removed', { project: project.name }), tone: 'success' });
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      {projects.length === 0 ? (
        <Text size="sm">{t('projects.none')}</Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {projects.map((project) => (
            <Group key={project.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Group gap="xs" miw={0} wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {project.name}
                </Text>
                {project.archived && (
                  <Badge size="sm" variant="outline" color="gray" tt="none">
                    {t('projects.archived')}
                  </Badge>
                )}
              </Group>
              {canManageProjects && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  aria-label={t('projects.removeNamed', { project: project.name })}
                  loading={detach.isPending && detach.variables.idProject === project.id}
                  onClick={() => {
                    remove(project);
                  }}
                >
                  {t('projects.remove')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {canManageProjects ? (
        candidates.length === 0 ? (
          <Text size="sm" c="dimmed">
            {activeProjects.length === 0 ? t('projects.noActive') : t('projects.allAdded')}
          </Text>
        ) : (
          <Group align="flex-end" gap="xs" wrap="wrap">
            <Select
              label={t('projects.add')}
              placeholder={t('projects.pick')}
              data={candidates}
              value={picked}
              onChange={setPicked}
              searchable
              nothingFoundMessage={t('projects.nothingFound')}
              style={{ flex: '1 1 14rem' }}
              comboboxProps={{ withinPortal: true }}
            />
            <Button
              variant="default"
              onClick={add}
              disabled={picked === null}
              loading={attach.isPending}
            >
              {t('projects.addButton')}
            </Button>
          </Group>
        )
      ) : (
        <Text size="sm" c="dimmed">
          {t('projects.noPermission')}
        </Text>
      )}
      {failure !== null && <ApiErrorAlert error={failure} />}
    </Stack>
  );
}
