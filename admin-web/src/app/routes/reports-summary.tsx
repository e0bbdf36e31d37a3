import { Stack, Title } from '@mantine/core';
import { Permission } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageLoader } from '@/components/page-loader';
import { ReportsTabs } from '@/components/reports-tabs';
import { MemberPicker } from '@/features/summary-report/components/member-picker';
import { SummaryReportPanel } from '@/features/summary-report/components/summary-report-panel';
import { useMemberParam } from '@/features/summary-report/hooks/use-member-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { memberPageQueries } from '@/lib/member-page-access';
import { accountQueries } from '@/lib/session';
import type { Me, Workspace } from '@/lib/wire';
import { canInWorkspace } from '@/lib/workspace-permissions';

/**
 * `/reports/summary`: one member's summary over a period. Everyone reads their own; holders of
 * VIEW_MEMBER_TIMESTAMPS pick any member of the workspace.
 */
export default function ReportsSummaryRoute() {
  const { t } = useTranslation('summaryReport');
  usePageTitle(t('title.page'));
  const me = useQuery(accountQueries.me()).data;
  const workspace = me?.activeWorkspace;
  // The workspace guard sends people without a workspace to set one up.
  if (!me || !workspace) return <PageLoader />;
  return <ReportsSummary key={workspace.id} me={me} workspace={workspace} />;
}

function ReportsSummary({ me, workspace }: { me: Me; workspace: Workspace }) {
  const { t } = useTranslation('summaryReport');
  const mayPick = canInWorkspace(workspace, Permission.ViewMemberTimestamps);
  const { idMember, pick } = useMemberParam(me.user.id, mayPick);
  const member = useQuery({
    ...memberPageQueries.member(workspace.id, idMember),
    meta: { presentErrors: false },
  }).data;
  const ownName = [me.user.firstName, me.user.lastName].filter(Boolean).join(' ') || me.user.email;
  const isSelf = idMember === me.user.id;

  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1} size="h2">
        {t('heading.page')}
      </Title>
      <ReportsTabs current="summary" />
      <SummaryReportPanel
        workspace={workspace}
        idUser={idMember}
        isSelf={isSelf}
        memberName={member?.name ?? (isSelf ? ownName : '')}
        controls={
          mayPick ? (
            <MemberPicker
              idWorkspace={workspace.id}
              idSelf={me.user.id}
              value={idMember}
              onChange={pick}
            />
          ) : undefined
        }
      />
    </Stack>
  );
}
