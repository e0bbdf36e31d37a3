import { Alert, Button, Divider, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { projectQueries } from '@/features/projects/api/project-queries';
import { AddMemberForm } from '@/features/projects/components/add-member-form';
import { InviteToProjectForm } from '@/features/projects/components/invite-to-project-form';
import { ProjectMemberList } from '@/features/projects/components/project-member-list';
import { projectAbilities } from '@/features/projects/utils/project-rules';
import type { Project, Workspace } from '@/lib/wire';

interface MembersDrawerProps {
  /** The project whose members are shown; null keeps the drawer closed. */
  project: Project | null;
  workspace: Workspace;
  idUser: string;
  onClose: () => void;
}

/**
 * Who is on a project and what their hour costs: rates for those who manage members (with the
 * plan's member rates), adding and removing members for those who manage projects, and
 * invitations by e-mail for those who may invite.
 */
export function MembersDrawer({ project, workspace, idUser, onClose }: MembersDrawerProps) {
  const { t } = useTranslation('projects');
  return (
    <Drawer
      opened={project !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={project === null ? '' : t('members.title', { name: project.name })}
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {project !== null && <MembersPanel project={project} workspace={workspace} idUser={idUser} />}
    </Drawer>
  );
}

interface MembersPanelProps extends Omit<MembersDrawerProps, 'project' | 'onClose'> {
  project: Project;
}

function MembersPanel({ project, workspace, idUser }: MembersPanelProps) {
  const { t } = useTranslation('projects');
  const abilities = projectAbilities(workspace);
  const members = useQuery(projectQueries.members(project.id));
  const mayInvite = abilities.canManageMembers || abilities.canInviteGuests;

  return (
    <Stack gap="lg">
      {members.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <span>{t('members.loadFailed')}</span>
            <Button size="xs" variant="default" onClick={() => void members.refetch()}>
              {t('action.retry')}
            </Button>
          </Group>
        </Alert>
      ) : members.data === undefined ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('members.loading')}</Text>
        </Group>
      ) : (
        <ProjectMemberList
          project={project}
          members={members.data}
          workspace={workspace}
          idUser={idUser}
        />
      )}
      {!abilities.canManage && (
        <Text size="sm" c="dimmed">
          {t('members.manageHint')}
        </Text>
      )}
      {abilities.canManage && members.data !== undefined && (
        <>
          <Divider />
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('add.heading')}
            </Title>
            <AddMemberForm
              idProject={project.id}
              idWorkspace={workspace.id}
              onProject={members.data}
            />
          </Stack>
        </>
      )}
      {mayInvite && (
        <>
          <Divider />
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('invite.heading')}
            </Title>
            <InviteToProjectForm idProject={project.id} abilities={abilities} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
