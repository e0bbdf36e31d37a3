import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { MemberPageGuard, MemberPageHeader } from '@/components/member-page-header';
import { PageLoader } from '@/components/page-loader';
import { SummaryReportPanel } from '@/features/summary-report/components/summary-report-panel';
import { usePageTitle } from '@/hooks/use-page-title';
import { memberPageQueries } from '@/lib/member-page-access';
import { accountQueries } from '@/lib/session';
import type { Workspace } from '@/lib/wire';

/**
 * A member's summary report (`/member/{id}/reports`): the same view as `/reports/summary`, under
 * the member's page header, for the member and those who may read others' time.
 */
export default function MemberReportsRoute() {
  const { id = '' } = useParams();
  const me = useQuery(accountQueries.me()).data;
  const workspace = me?.activeWorkspace;
  if (!me || !workspace) return <PageLoader />;
  return (
    <MemberPageGuard idMember={id} tab="reports">
      <MemberReports
        key={`${workspace.id}-${id}`}
        idMember={id}
        isSelf={id === me.user.id}
        workspace={workspace}
      />
    </MemberPageGuard>
  );
}

interface MemberReportsProps {
  idMember: string;
  isSelf: boolean;
  workspace: Workspace;
}

function MemberReports({ idMember, isSelf, workspace }: MemberReportsProps) {
  const { t } = useTranslation('summaryReport');
  const { t: tMember } = useTranslation('memberTime');
  const member = useQuery(memberPageQueries.member(workspace.id, idMember)).data;
  const name = member?.name ?? tMember('header.unknownMember');
  usePageTitle(t('title.member', { name }));
  return (
    <Stack gap="lg" maw={1200}>
      <MemberPageHeader idMember={idMember} tab="reports" />
      <SummaryReportPanel
        workspace={workspace}
        idUser={idMember}
        isSelf={isSelf}
        memberName={name}
      />
    </Stack>
  );
}
