import { Button, Group, Select, Text } from '@mantine/core';
import { MemberStatus } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useChangeProjectMember } from '@/features/projects/api/project-mutations';
import type { ProjectMember } from '@/features/projects/types';
import { memberPageQueries } from '@/lib/member-page-access';
import { notify } from '@/lib/notify';

interface AddMemberFormProps {
  idProject: string;
  idWorkspace: string;
  /** Who is on the project already (not offered again). */
  onProject: readonly ProjectMember[];
}

/** Adds an active member of the workspace to the project. */
export function AddMemberForm({ idProject, idWorkspace, onProject }: AddMemberFormProps) {
  const { t } = useTranslation('projects');
  const workspaceMembers = useQuery(memberPageQueries.members(idWorkspace));
  const add = useChangeProjectMember(idProject);
  const [picked, setPicked] = useState<string | null>(null);
  const taken = new Set(onProject.map((member) => member.idUser));
  const candidates = (workspaceMembers.data ?? []).filter(
    (member) =>
      member.status === MemberStatus.Active &&
      member.deletedAt === null &&
      !taken.has(member.idUser),
  );

  if (workspaceMembers.data !== undefined && candidates.length === 0) {
    return <Text size="sm">{t('add.none')}</Text>;
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const member = candidates.find((candidate) => candidate.idUser === picked);
        if (member === undefined) return;
        add.mutate(
          { idUser: member.idUser, action: 'add' },
          {
            onSuccess: () => {
              setPicked(null);
              notify({ tone: 'success', message: t('add.done', { name: member.name }) });
            },
          },
        );
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('add.label')}
          placeholder={t('add.placeholder')}
          data={candidates.map((member) => ({ value: member.idUser, label: member.name }))}
          value={picked}
          onChange={setPicked}
          searchable
          nothingFoundMessage={t('add.nothingFound')}
          disabled={workspaceMembers.isPending}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" loading={add.isPending} disabled={picked === null}>
          {t('add.submit')}
        </Button>
      </Group>
      {add.isError && <ApiErrorAlert error={add.error} title={t('add.failed')} />}
    </form>
  );
}
