import { RequestKind, RequestStatus } from '@punchcard/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { DraftCard } from '@/features/requests/components/draft-card';
import { RequestCard } from '@/features/requests/components/request-card';
import { RequestListView, useReviewerName } from '@/features/requests/components/request-list';
import { useLocalePrefix } from '@/hooks/use-locale';
import type { RequestListFilter } from '@/lib/request-queries';

/** Only workspace times and breaks can be drafts. */
export const DRAFT_FILTER: RequestListFilter = {
  kinds: [RequestKind.WorkspaceTime, RequestKind.Break],
  status: RequestStatus.Draft,
};

export interface MemberRequestListProps {
  idMember: string;
  name: string;
  /** The member's own page: their own cards and actions, read from their own list. */
  own: boolean;
  filter: RequestListFilter;
  /** The way on from an empty list (clear the filters). */
  emptyAction?: ReactNode;
}

/**
 * One member's requests as a reviewer sees them (read-only cards, an open one linked to the
 * review queue), or the member's own with their actions when the page is theirs.
 */
export function MemberRequestList({
  idMember,
  name,
  own,
  filter,
  emptyAction,
}: MemberRequestListProps) {
  const { t } = useTranslation('reviews');
  const prefix = useLocalePrefix();
  const reviewerName = useReviewerName();
  const draftsHref = paths.drafts.getHref({}, prefix);
  return (
    <RequestListView
      filter={filter}
      idMember={own ? undefined : idMember}
      showCount
      texts={{
        heading: t('member.listHeading'),
        loading: t('member.loading'),
        error: t('member.error'),
      }}
      empty={{
        title: t('member.emptyTitle'),
        body: t('member.emptyBody', { name }),
        action: emptyAction ?? null,
      }}
      renderItem={(request) => (
        <RequestCard
          request={request}
          reviewerName={reviewerName}
          draftsHref={draftsHref}
          reviewHref={own ? undefined : paths.approvals.getHref({}, prefix)}
        />
      )}
    />
  );
}

/** One member's drafts: the member fills theirs in here; a manager reads them. */
export function MemberDraftList({ idMember, name, own }: Omit<MemberRequestListProps, 'filter'>) {
  const { t } = useTranslation('reviews');
  const prefix = useLocalePrefix();
  const reviewerName = useReviewerName();
  const draftsHref = paths.drafts.getHref({}, prefix);
  return (
    <RequestListView
      filter={DRAFT_FILTER}
      idMember={own ? undefined : idMember}
      texts={{
        heading: t('member.draftsHeading'),
        loading: t('member.loading'),
        error: t('member.error'),
      }}
      empty={{
        title: t('member.draftsEmptyTitle'),
        body: t('member.draftsEmptyBody', { name }),
        action: null,
      }}
      renderItem={(draft) =>
        own ? (
          <DraftCard draft={draft} />
        ) : (
          <RequestCard
            request={draft}
            reviewerName={reviewerName}
            draftsHref={draftsHref}
            reviewHref={paths.approvals.getHref({}, prefix)}
          />
        )
      }
    />
  );
}
