import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { MemberPageGuard, MemberPageHeader } from '@/components/member-page-header';
import { PageLoader } from '@/components/page-loader';
import { MemberTaskList } from '@/features/team-board/components/member-task-list';
import { usePageTitle } from '@/hooks/use-page-title';
import { useActiveWorkspace } from '@/lib/active-workspace';
import { memberPageQueries } from '@/lib/member-page-access';

/** The tasks assigned to a member (`/member/{id}/tasks`), read-only, for them and managers. */
export default function MemberTasksRoute() {
  const { id = '' } = useParams();
  const workspace = useActiveWorkspace();
  if (workspace === null) return <PageLoader />;
  return (
    <MemberPageGuard idMember={id} tab="tasks">
      <MemberTasks idMember={id} workspaceId={workspace.id} />
    </MemberPageGuard>
  );
}

function MemberTasks({ idMember, workspaceId }: { idMember: string; workspaceId: string }) {
  const { t } = useTranslation('memberTime');
  const member = useQuery(memberPageQueries.member(workspaceId, idMember)).data;
  usePageTitle(t('title.tasks', { name: member?.name ?? t('header.unknownMember') }));
  return (
    <Stack gap="lg">
      <MemberPageHeader idMember={idMember} tab="tasks" />
      <MemberTaskList workspaceId={workspaceId} idMember={idMember} />
    </Stack>
  );
}
