import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { MemberPageGuard, MemberPageHeader } from '@/components/member-page-header';
import { PageLoader } from '@/components/page-loader';
import { RequestChangeDialog } from '@/features/requests/components/request-change-dialog';
import { teamStatusQueries } from '@/features/team-board/api/team-status-queries';
import { MemberClockPanel } from '@/features/workspace-times/components/member-clock-panel';
import {
  TimestampsPage,
  type TimestampsView,
} from '@/features/workspace-times/components/timestamps-page';
import {
  type TimeSubject,
  TimeSubjectContext,
} from '@/features/workspace-times/hooks/use-time-subject';
import { usePageTitle } from '@/hooks/use-page-title';
import { useActiveWorkspace } from '@/lib/active-workspace';
import { memberPageQueries } from '@/lib/member-page-access';
import type { Workspace } from '@/lib/wire';

/**
 * A member's day and week for a manager (`/member/{id}/timestamps`): their state right now with
 * the clock actions, and their entries as a list or a timeline, changed on their behalf. The
 * member's own id and those without VIEW_MEMBER_TIMESTAMPS are sent on (MemberPageGuard).
 */
export default function MemberTimestampsRoute() {
  const { id = '' } = useParams();
  const workspace = useActiveWorkspace();
  // The workspace guard sends people without a workspace to set one up.
  if (workspace === null) return <PageLoader />;
  return (
    <MemberPageGuard idMember={id} tab="timestamps">
      <MemberTimestamps idMember={id} workspace={workspace} />
    </MemberPageGuard>
  );
}

function MemberTimestamps({ idMember, workspace }: { idMember: string; workspace: Workspace }) {
  const { t } = useTranslation('memberTime');
  const members = useQuery(memberPageQueries.members(workspace.id));
  const statuses = useQuery(teamStatusQueries.list(workspace.id));
  // The view is a choice on this one page (the own timestamps have a page per view).
  const [view, setView] = useState<TimestampsView>('list');
  const member = members.data?.find((candidate) => candidate.idUser === idMember);
  const name = member?.name ?? t('header.unknownMember');
  usePageTitle(t('title.timestamps', { name }));

  const subject = useMemo<TimeSubject>(() => {
    const names = new Map(members.data?.map((known) => [known.idUser, known.name]));
    return { idUser: idMember, name, nameOf: (idUser) => names.get(idUser) ?? null };
  }, [members.data, idMember, name]);

  return (
    <Stack gap="lg">
      <MemberPageHeader idMember={idMember} tab="timestamps" />
      {members.isPending ? (
        <PageLoader />
      ) : member === undefined ? (
        <Alert color="yellow" variant="light">
          {t('member.notFound')}
        </Alert>
      ) : (
        <TimeSubjectContext value={subject}>
          <TimestampsPage
            view={view}
            workspace={workspace}
            requestDialog={RequestChangeDialog}
            onViewChange={setView}
            aside={
              <MemberClockPanel
                workspace={workspace}
                state={statuses.data?.find((status) => status.idUser === idMember)}
              />
            }
          />
        </TimeSubjectContext>
      )}
    </Stack>
  );
}
