import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useFillDraft } from '@/features/requests/api/fill-draft';
import { DateTimeField } from '@/features/requests/components/date-time-field';
import { statusColor } from '@/features/requests/components/request-card';
import { WithdrawRequestButton } from '@/features/requests/components/withdraw-request-button';
import { todayDate } from '@/features/requests/utils/date-time-parts';
import {
  checkFillDraft,
  type FillDraftErrors,
  initialFillDraftForm,
} from '@/features/requests/utils/fill-draft-form';
import { formatMoment } from '@/features/requests/utils/format-span';
import { isDraftKind } from '@/features/requests/utils/request-routes';
import { useLocale } from '@/hooks/use-locale';
import { notify } from '@/lib/notify';
import { nowSeconds } from '@/lib/now';
import type { TimeRequest } from '@/lib/wire';

/**
 * One draft: when it starts and why, with its end (and start) to fill in, which sends it for
 * review; or withdraw it.
 */
export function DraftCard({ draft }: { draft: TimeRequest }) {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const fill = useFillDraft();
  const [form, setForm] = useState(() => initialFillDraftForm(draft.start));
  const [errors, setErrors] = useState<FillDraftErrors>({});
  const pending = fill.isPending;
  const kind = draft.kind;
  const title = t(`kind.${kind}`);
  const started = draft.start === null ? '' : formatMoment(draft.start, locale);
  const saved = formatMoment(draft.createdAt, locale);
  const today = todayDate(nowSeconds());

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !isDraftKind(kind)) return;
    const check = checkFillDraft(draft.id, draft.start, form, nowSeconds());
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    fill.mutate(
      { kind, body: check.body },
      {
        onSuccess: () => {
          notify({ message: t('notice.draftSubmitted'), tone: 'success' });
        },
      },
    );
  };

  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={title}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('drafts.fillLabel', { kind: t(`kindLower.${kind}`), moment: started })}
      >
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap={0}>
              <Title order={3} size="h5">
                {title}
              </Title>
              {draft.start !== null && (
                <Text size="sm" c="dimmed">
                  {t('drafts.startsAt', { moment: started })}
                </Text>
              )}
            </Stack>
            <Badge color={statusColor.draft} variant="light" style={{ flexShrink: 0 }}>
              {t('status.draft')}
            </Badge>
          </Group>
          <Stack gap={2}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('card.reason')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {draft.reason}
            </Text>
          </Stack>
          <DateTimeField
            dateLabel={t('form.startDate')}
            timeLabel={t('form.startTime')}
            value={form.start}
            maxDate={today}
            disabled={pending}
            error={errors.start && t(errors.start)}
            onChange={(start) => {
              const endFollows = form.end.date === '' || form.end.date === form.start.date;
              setForm({ start, end: endFollows ? { ...form.end, date: start.date } : form.end });
            }}
          />
          <DateTimeField
            dateLabel={t('form.endDate')}
            timeLabel={t('form.endTime')}
            value={form.end}
            maxDate={today}
            disabled={pending}
            error={errors.end && t(errors.end)}
            onChange={(end) => {
              setForm({ ...form, end });
            }}
          />
          {fill.isError && <ApiErrorAlert error={fill.error} />}
          <Group justify="space-between" align="center" gap="xs">
            <Text size="xs" c="dimmed">
              {t('drafts.saved', { moment: saved })}
            </Text>
            <Group gap="xs">
              <WithdrawRequestButton
                request={draft}
                label={t('action.withdrawLabel', { title, moment: saved })}
              />
              <Button type="submit" size="sm" loading={pending} disabled={pending}>
                {t('drafts.submit')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
