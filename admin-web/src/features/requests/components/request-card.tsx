import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type Locale,
  RequestKind,
  RequestStatus,
  RequestType,
  type UnixSeconds,
} from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ActivityDetailsText } from '@/features/requests/components/activity-details-text';
import {
  RestoreRequestButton,
  WithdrawRequestButton,
} from '@/features/requests/components/withdraw-request-button';
import {
  formatMoment,
  formatSpan,
  formatSpanDuration,
} from '@/features/requests/utils/format-span';
import { useLocale } from '@/hooks/use-locale';
import { requestQueries } from '@/lib/request-queries';
import type { RequestPreview, TimeRequest } from '@/lib/wire';

export const statusColor: Record<RequestStatus, string> = {
  draft: 'blue',
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

/** Open requests can still be withdrawn; a draft waits for its end. */
const isOpen = (status: RequestStatus) =>
  status === RequestStatus.Pending || status === RequestStatus.Draft;

type PreviewTarget = NonNullable<RequestPreview['current']>;

function isActivityTarget(
  target: PreviewTarget,
): target is Extract<PreviewTarget, { idProject: unknown }> {
  return 'idProject' in target;
}

function useSpanText() {
  const { t } = useTranslation('requests');
  const locale: Locale = useLocale();
  return (start: UnixSeconds, end: UnixSeconds | null) => {
    const span = formatSpan(start, end, locale, t('span.openEnd'));
    const duration = formatSpanDuration(start, end, locale);
    return duration === null ? span : t('span.withDuration', { span, duration });
  };
}

/** The entry as it is now (edits and deletes), read from the request's preview. */
function CurrentEntry({ request }: { request: TimeRequest }) {
  const { t } = useTranslation('requests');
  const spanText = useSpanText();
  // Open requests show it at once; for settled ones it is history, read only when asked.
  const [asked, setAsked] = useState(isOpen(request.status));
  const preview = useQuery({ ...requestQueries.preview(request.id, request.kind), enabled: asked });

  if (!asked) {
    return (
      <Anchor
        component="button"
        type="button"
        size="sm"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => {
          setAsked(true);
        }}
      >
        {t('card.showCurrent')}
      </Anchor>
    );
  }
  if (preview.isPending) {
    return (
      <Text size="sm" c="dimmed">
        {t('card.loadingNow')}
      </Text>
    );
  }
  const current = preview.data?.current ?? null;
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {t('card.now')}
      </Text>
      {current === null ? (
        <Text size="sm" c="dimmed">
          {t('card.targetGone')}
        </Text>
      ) : (
        <>
          <Text size="sm">{spanText(current.start, current.end)}</Text>
          {isActivityTarget(current) && <ActivityDetailsText details={current} />}
        </>
      )}
    </Stack>
  );
}

/** What the request asks for: the proposed span and, for activities, details. */
function Requested({ request }: { request: TimeRequest }) {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const spanText = useSpanText();
  if (request.requestType === RequestType.Delete || request.start === null) return null;
  // An edit without an end keeps the entry's end (it was running); a draft has none yet.
  const startOnly =
    request.requestType === RequestType.Edit && request.end === null && !request.isDraft;
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {t('card.requested')}
      </Text>
      <Text size="sm">
        {startOnly
          ? t('card.newStart', { moment: formatMoment(request.start, locale) })
          : spanText(request.start, request.end)}
      </Text>
      {request.kind === RequestKind.Activity && <ActivityDetailsText details={request} />}
    </Stack>
  );
}

/** What a member may do with their own request: fill in a draft, withdraw, restore. */
function OwnActions({
  request,
  title,
  filed,
  draftsHref,
}: {
  request: TimeRequest;
  title: string;
  filed: string;
  draftsHref: string;
}) {
  const { t } = useTranslation('requests');
  return (
    <Group gap="xs">
      {request.status === RequestStatus.Draft && (
        <Button component={Link} to={draftsHref} size="compact-sm" variant="light">
          {t('card.fillIn')}
        </Button>
      )}
      {isOpen(request.status) && (
        <WithdrawRequestButton
          request={request}
          label={t('action.withdrawLabel', { title, moment: filed })}
        />
      )}
      {request.status === RequestStatus.Withdrawn && (
        <RestoreRequestButton
          request={request}
          label={t('action.restoreLabel', { title, moment: filed })}
        />
      )}
    </Group>
  );
}

export interface RequestCardProps {
  request: TimeRequest;
  /** How to name the reviewer (the caller, a member, or nobody known). */
  reviewerName: (idUser: string) => string | undefined;
  /** Where a draft's end is filled in. */
  draftsHref: string;
  /**
   * Someone else's request seen by a reviewer: nothing of the member's own actions (withdraw,
   * restore, fill in), and an open one links to the review queue instead.
   */
  reviewHref?: string;
}

/** One of the member's requests: what was asked, why, where it stands, and what can be done. */
export function RequestCard({ request, reviewerName, draftsHref, reviewHref }: RequestCardProps) {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const title = t(`card.title.${request.requestType}.${request.kind}`);
  const filed = formatMoment(request.createdAt, locale);
  const reviewed = (() => {
    if (request.reviewedAt === null) return null;
    const moment = formatMoment(request.reviewedAt, locale);
    const verdict = request.isApproved === true ? 'approved' : 'rejected';
    const name = request.reviewedBy === null ? undefined : reviewerName(request.reviewedBy);
    return name === undefined
      ? t(`card.review.${verdict}Anonymous`, { moment })
      : t(`card.review.${verdict}`, { moment, name });
  })();

  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Badge color={statusColor[request.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`status.${request.status}`)}
          </Badge>
        </Group>

        <Requested request={request} />
        {request.requestType !== RequestType.Add && <CurrentEntry request={request} />}

        <Stack gap={2}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {t('card.reason')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {request.reason}
          </Text>
        </Stack>

        {request.status === RequestStatus.Draft && reviewHref === undefined && (
          <Text size="sm" c="dimmed">
            {t('card.draftHint')}
          </Text>
        )}

        <Group justify="space-between" align="center" gap="xs">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('card.filed', { moment: filed })}
            </Text>
            {reviewed !== null && (
              <Text size="xs" c="dimmed">
                {reviewed}
              </Text>
            )}
            {request.deletedAt !== null && (
              <Text size="xs" c="dimmed">
                {t('card.withdrawnAt', { moment: formatMoment(request.deletedAt, locale) })}
              </Text>
            )}
          </Stack>
          {reviewHref === undefined ? (
            <OwnActions request={request} title={title} filed={filed} draftsHref={draftsHref} />
          ) : (
            request.status === RequestStatus.Pending && (
              <Button component={Link} to={reviewHref} size="compact-sm" variant="light">
                {t('card.review')}
              </Button>
            )
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
