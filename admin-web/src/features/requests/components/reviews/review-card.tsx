import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { paths } from '@/config/paths';
import { ReviewComparison } from '@/features/requests/components/reviews/review-comparison';
import { formatMoment } from '@/features/requests/utils/format-span';
import { useLocale, useLocalePrefix } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-client';
import type { TimeRequest } from '@/lib/wire';

/** Why a review was refused, in the queue's words where the error key's alone would not do. */
function RefusalAlert({ error, name }: { error: unknown; name: string }) {
  const { t } = useTranslation('reviews');
  const key = error instanceof ApiError ? error.errorKey : '';
  const why = key.endsWith('_conflict')
    ? `${t('conflict.why')} ${t('conflict.what', { name })}`
    : key.endsWith('_not_found')
      ? t('gone.why')
      : null;
  return (
    <ApiErrorAlert
      error={error}
      action={
        why === null ? undefined : (
          <Text size="sm" c="inherit">
            {why}
          </Text>
        )
      }
    />
  );
}

export interface ReviewCardProps {
  request: TimeRequest;
  /** The member's display name. */
  name: string;
  selected: boolean;
  onToggle: () => void;
  onDecide: (approved: boolean) => void;
  /** A decision on its way (this card's, or a bulk approval). */
  busy: boolean;
  /** The last refusal of a decision on this request. */
  error: unknown;
}

/**
 * One request waiting for review: who asks what and why, the time before and after, and the two
 * decisions. The card itself takes the focus, so the queue's keys act on the request in view.
 */
export function ReviewCard({
  request,
  name,
  selected,
  onToggle,
  onDecide,
  busy,
  error,
}: ReviewCardProps) {
  const { t } = useTranslation('reviews');
  const { t: tr } = useTranslation('requests');
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const title = tr(`card.title.${request.requestType}.${request.kind}`);
  const filed = formatMoment(request.submittedAt ?? request.createdAt, locale);
  const words = { title, name };

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      tabIndex={0}
      data-review-card={request.id}
      aria-label={t('card.label', { ...words, moment: filed })}
      style={{ outlineOffset: 2 }}
    >
      <Stack gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <Checkbox
            mt={4}
            checked={selected}
            onChange={onToggle}
            disabled={busy}
            aria-label={t('card.select', words)}
          />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Title order={3} size="h5">
              {title}
            </Title>
            <Anchor
              component={Link}
              to={paths.memberRequests.getHref({ id: request.idUser }, prefix)}
              size="sm"
              fw={600}
              aria-label={t('card.toMember', { name })}
            >
              {name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('card.submitted', { moment: filed })}
            </Text>
          </Stack>
        </Group>

        <ReviewComparison request={request} />

        <Stack gap={2}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {tr('card.reason')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {request.reason}
          </Text>
        </Stack>

        {error != null && <RefusalAlert error={error} name={name} />}

        <Group gap="xs" justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              onDecide(false);
            }}
            disabled={busy}
            aria-label={t('card.rejectLabel', words)}
          >
            {t('card.reject')}
          </Button>
          <Button
            color="green.8"
            onClick={() => {
              onDecide(true);
            }}
            loading={busy}
            aria-label={t('card.approveLabel', words)}
          >
            {t('card.approve')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
