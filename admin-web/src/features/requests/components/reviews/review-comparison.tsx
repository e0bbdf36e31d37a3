import { Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { RequestType, type UnixSeconds } from '@punchcard/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ActivityDetailsText } from '@/features/requests/components/activity-details-text';
import { formatSpan, formatSpanDuration } from '@/features/requests/utils/format-span';
import { useLocale } from '@/hooks/use-locale';
import { nowSeconds } from '@/lib/now';
import { requestQueries } from '@/lib/request-queries';
import type { RequestPreview, TimeRequest } from '@/lib/wire';

type Target = NonNullable<RequestPreview['current']>;
interface Span {
  start: UnixSeconds;
  end: UnixSeconds | null;
}

function isActivity(target: Target): target is Extract<Target, { idProject: unknown }> {
  return 'idProject' in target;
}

/** Where a span sits on the shared axis, in percent of its width (a short one stays visible). */
function place(span: Span, from: number, to: number): { left: string; width: string } {
  const length = Math.max(to - from, 1);
  const end = Math.min((((span.end ?? to) - from) / length) * 100, 100);
  const width = Math.max(end - ((span.start - from) / length) * 100, MIN_BAR_PERCENT);
  return { left: `${Math.max(Math.min(end - width, 100 - width), 0)}%`, width: `${width}%` };
}

/** The track and bars, told apart in both colour schemes (the words beside them say it all). */
const TRACK = 'light-dark(var(--mantine-color-gray-2), var(--mantine-color-dark-5))';
const NOW_BAR = 'light-dark(var(--mantine-color-gray-6), var(--mantine-color-gray-4))';
const AFTER_BAR = 'light-dark(var(--mantine-color-blue-6), var(--mantine-color-blue-4))';
const MIN_BAR_PERCENT = 1.5;

interface RowProps {
  label: string;
  span: Span | null;
  /** What the row says without a span (nothing yet, removed, gone). */
  absent: string;
  axis: { from: number; to: number };
  color: string;
  target: Target | null;
}

/** One line of the comparison: its words for everyone, its bar for the eye. */
function ComparisonRow({ label, span, absent, axis, color, target }: RowProps) {
  const { t } = useTranslation('reviews');
  const { t: tr } = useTranslation('requests');
  const locale = useLocale();
  const text = (() => {
    if (span === null) return absent;
    const shown = formatSpan(span.start, span.end, locale, t('compare.running'));
    const duration = formatSpanDuration(span.start, span.end, locale);
    return duration === null ? shown : tr('span.withDuration', { span: shown, duration });
  })();
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap" align="baseline">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" miw={96}>
          {label}
        </Text>
        <Text size="sm">{text}</Text>
      </Group>
      {target !== null && isActivity(target) && <ActivityDetailsText details={target} />}
      <Box aria-hidden pos="relative" h={10} bg={TRACK} style={{ borderRadius: 5 }}>
        {span !== null && (
          <Box
            pos="absolute"
            top={0}
            h={10}
            bg={color}
            style={{ borderRadius: 5, ...place(span, axis.from, axis.to) }}
          />
        )}
      </Box>
    </Stack>
  );
}

/**
 * The request's target as it is now and as approval would leave it, on one small timeline: two
 * bars over the same stretch of time, each with its span in words.
 */
export function ReviewComparison({ request }: { request: TimeRequest }) {
  const { t } = useTranslation('reviews');
  const preview = useQuery(requestQueries.preview(request.id, request.kind));

  if (preview.isPending) {
    return <Skeleton height={56} role="status" aria-label={t('compare.loading')} />;
  }
  if (preview.isError) {
    return (
      <Text size="sm" c="dimmed">
        {t('compare.error')}
      </Text>
    );
  }
  const { current, proposed } = preview.data;
  const spans = [current, proposed].filter((span): span is Target => span !== null);
  const now = nowSeconds();
  // The stretch both bars share: from the earliest start to the latest end (a running one: now).
  const axis =
    spans.length === 0
      ? { from: now, to: now }
      : {
          from: Math.min(...spans.map((span) => span.start)),
          to: Math.max(...spans.map((span) => span.end ?? now)),
        };
  const gone = request.requestType !== RequestType.Add && current === null;

  return (
    <Stack gap="xs" role="group" aria-label={t('compare.heading')}>
      <ComparisonRow
        label={t('compare.now')}
        span={current}
        absent={gone ? t('compare.gone') : t('compare.nothing')}
        axis={axis}
        color={NOW_BAR}
        target={current}
      />
      <ComparisonRow
        label={t('compare.after')}
        span={proposed}
        absent={t(
          request.requestType === RequestType.Delete ? 'compare.removed' : 'compare.nothing',
        )}
        axis={axis}
        color={AFTER_BAR}
        target={proposed}
      />
    </Stack>
  );
}
