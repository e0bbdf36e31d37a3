import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';

import { MemberPageGuard, MemberPageHeader } from '@/components/member-page-header';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { MemberRequestList } from '@/features/requests/components/member-request-list';
import {
  filtersFromSearch,
  KINDS_IN_ORDER,
  RequestFilters,
  type RequestFiltersValue,
} from '@/features/requests/components/request-filters';
import { useLocalePrefix } from '@/hooks/use-locale';
import { usePageTitle } from '@/hooks/use-page-title';
import { useActiveWorkspace } from '@/lib/active-workspace';
import { memberPageQueries } from '@/lib/member-page-access';
import { accountQueries } from '@/lib/session';

/**
 * Every request of one member (`/member/{id}/requests`), newest first, filtered by kind and
 * status in the address: for reviewers, read-only with open ones linked to the review queue;
 * for the member themself, their own cards. Others are sent home (MemberPageGuard).
 */
export default function MemberRequestsRoute() {
  const { id = '' } = useParams();
  const workspace = useActiveWorkspace();
  if (workspace === null) return <PageLoader />;
  return (
    <MemberPageGuard idMember={id} tab="requests">
      <MemberRequests idMember={id} workspaceId={workspace.id} />
    </MemberPageGuard>
  );
}

function MemberRequests({ idMember, workspaceId }: { idMember: string; workspaceId: string }) {
  const { t } = useTranslation('reviews');
  const { t: tr } = useTranslation('requests');
  const prefix = useLocalePrefix();
  const own = useQuery(accountQueries.me()).data?.user.id === idMember;
  const member = useQuery(memberPageQueries.member(workspaceId, idMember)).data;
  const name = member?.name ?? t('title.member');
  usePageTitle(t('title.memberRequests', { name }));

  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const filter = useMemo(
    () => ({
      kinds: filters.kind === null ? KINDS_IN_ORDER : [filters.kind],
      status: filters.status ?? undefined,
    }),
    [filters.kind, filters.status],
  );
  const changeFilters = (next: RequestFiltersValue) => {
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of ['kind', 'status'] as const) {
          const value = next[key];
          if (value === null) updated.delete(key);
          else updated.set(key, value);
        }
        return updated;
      },
      { replace: true },
    );
  };
  const filtered = filters.kind !== null || filters.status !== null;

  return (
    <Stack gap="lg" maw={880}>
      <MemberPageHeader idMember={idMember} tab="requests" />
      <Stack gap="xs" align="flex-start">
        <Text c="dimmed" size="sm" maw={640}>
          {own ? t('member.ownRequestsLead') : t('member.requestsLead', { name })}
        </Text>
        {own && (
          <Button component={Link} to={paths.requests.getHref({}, prefix)} variant="light">
            {t('member.toOwnRequests')}
          </Button>
        )}
      </Stack>
      <RequestFilters value={filters} onChange={changeFilters} />
      <MemberRequestList
        idMember={idMember}
        name={name}
        own={own}
        filter={filter}
        emptyAction={
          filtered ? (
            <Button
              variant="light"
              mt="xs"
              onClick={() => {
                changeFilters({ kind: null, status: null });
              }}
            >
              {tr('filter.clear')}
            </Button>
          ) : undefined
        }
      />
    </Stack>
  );
}
