import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { MemberPageGuard, MemberPageHeader } from '@/components/member-page-header';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { MemberDraftList } from '@/features/requests/components/member-request-list';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { useActiveWorkspace } from '@/lib/active-workspace';
import { memberPageQueries } from '@/lib/member-page-access';
import { accountQueries } from '@/lib/session';

/**
 * One member's drafts (`/member/{id}/drafts`): only for managers, owners and super owners, or
 * the member themself, who fills them in here; anyone else is sent home (MemberPageGuard).
 */
export default function MemberDraftsRoute() {
  const { id = '' } = useParams();
  const workspace = useActiveWorkspace();
  if (workspace === null) return <PageLoader />;
  return (
    <MemberPageGuard idMember={id} tab="drafts">
      <MemberDrafts idMember={id} workspaceId={workspace.id} />
    </MemberPageGuard>
  );
}

function MemberDrafts({ idMember, workspaceId }: { idMember: string; workspaceId: string }) {
  const { t } = useTranslation('reviews');
  const prefix = useLocalePrefix();
  const own = useQuery(accountQueries.me()).data?.user.id === idMember;
  const member = useQuery(memberPageQueries.member(workspaceId, idMember)).data;
  const name = member?.name ?? t('title.member');
  usePageTitle(t('title.memberDrafts', { name }));

  return (
    <Stack gap="lg" maw={720}>
      <MemberPageHeader idMember={idMember} tab="drafts" />
      <Stack gap="xs" align="flex-start">
        <Text c="dimmed" size="sm" maw={640}>
          {own ? t('member.ownDraftsLead') : t('member.draftsLead', { name })}
        </Text>
        {own && (
          <Button component={Link} to={paths.drafts.getHref({}, prefix)} variant="light">
            {t('member.toOwnDrafts')}
          </Button>
        )}
      </Stack>
      <MemberDraftList idMember={idMember} name={name} own={own} />
    </Stack>
  );
}
