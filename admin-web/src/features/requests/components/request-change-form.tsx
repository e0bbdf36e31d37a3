import { Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { REQUEST_REASON_MAX, RequestType } from '@punchcard/shared';
import { type SubmitEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  type ActivityDetailsErrors,
  ActivityDetailsFields,
  useActivityDetailsSource,
  useRequiredDetailErrors,
} from '@/components/activity-details-fields';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useFileRequest } from '@/features/requests/api/file-request';
import { ChangeSummary } from '@/features/requests/components/change-summary';
import { DateTimeField } from '@/features/requests/components/date-time-field';
import {
  asksForEnd,
  type ChangeForm,
  type ChangeFormErrors,
  checkChangeForm,
  initialChangeForm,
} from '@/features/requests/utils/change-form';
import {
  asksForDetails,
  asksForTimes,
  canBeDraft,
  enclosingSpan,
  isRunningEdit,
} from '@/features/requests/utils/change-target';
import { type DateTimeParts, todayDate } from '@/features/requests/utils/date-time-parts';
import { formatSpan } from '@/features/requests/utils/format-span';
import { useLocale } from '@/hooks/use-locale';
import type { ChangeTarget } from '@/lib/change-target';
import { notify } from '@/lib/notify';
import { nowSeconds } from '@/lib/now';

export interface RequestChangeFormProps {
  target: ChangeTarget;
  /** Told while the request is on its way (the dialog cannot be closed meanwhile). */
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  /** Called once the API has accepted the request. */
  onFiled: () => void;
}

/** Moving the start's date carries an end on the same date along (most entries end that day). */
function withStart(form: ChangeForm, start: DateTimeParts): ChangeForm {
  const endFollows = form.end.date === '' || form.end.date === form.start.date;
  return { ...form, start, end: endFollows ? { ...form.end, date: start.date } : form.end };
}

/**
 * The request form: times (start and end, or only the start of a running entry or a draft), an
 * activity's details, the reason, and a live summary of the change. Checked before sending; the
 * API's refusal shows above the buttons with everything typed kept.
 */
export function RequestChangeForm({
  target,
  onBusyChange,
  onCancel,
  onFiled,
}: RequestChangeFormProps) {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const fileRequest = useFileRequest();
  const detailErrorsOf = useRequiredDetailErrors();
  const [form, setForm] = useState(() => initialChangeForm(target, nowSeconds()));
  const detailsSource = useActivityDetailsSource(asksForDetails(target));
  const [errors, setErrors] = useState<ChangeFormErrors>({});
  const [detailErrors, setDetailErrors] = useState<ActivityDetailsErrors>({});
  const pending = fileRequest.isPending;
  const today = todayDate(nowSeconds());

  useEffect(() => {
    onBusyChange(pending);
    // A form that goes away leaves its dialog closable.
    return () => {
      onBusyChange(false);
    };
  }, [onBusyChange, pending]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const check = checkChangeForm(target, form, nowSeconds());
    const details = asksForDetails(target) ? detailErrorsOf(form.details) : {};
    setErrors(check.ok ? {} : check.errors);
    setDetailErrors(details);
    if (!check.ok || Object.keys(details).length > 0) return;
    const draft = canBeDraft(target) && form.endUnknown;
    fileRequest.mutate(check.variables, {
      onSuccess: () => {
        notify({ message: t(draft ? 'notice.draftSaved' : 'notice.filed'), tone: 'success' });
        onFiled();
      },
    });
  };

  const fieldError = (key: ChangeFormErrors[keyof ChangeFormErrors]) =>
    key === undefined ? undefined : t(key);
  const showEnd = asksForEnd(target, form);
  const within = enclosingSpan(target);

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(`dialog.intro.${target.requestType}`)}
        </Text>

        {within !== null && (
          <Text size="sm">
            {t('form.withinWorkTime', {
              span: formatSpan(within.start, within.end, locale, t('span.openEnd')),
            })}
          </Text>
        )}

        {asksForTimes(target) && (
          <Stack gap="sm">
            <DateTimeField
              dateLabel={t('form.startDate')}
              timeLabel={t('form.startTime')}
              value={form.start}
              maxDate={today}
              disabled={pending}
              error={fieldError(errors.start)}
              onChange={(start) => {
                setForm(withStart(form, start));
              }}
            />
            {isRunningEdit(target) && (
              <Text size="sm" c="dimmed">
                {t('form.runningNote')}
              </Text>
            )}
            {canBeDraft(target) && (
              <Checkbox
                label={t('form.endUnknown')}
                description={t('form.endUnknownHelp')}
                checked={form.endUnknown}
                disabled={pending}
                onChange={(event) => {
                  setForm({ ...form, endUnknown: event.currentTarget.checked });
                }}
              />
            )}
            {showEnd && (
              <DateTimeField
                dateLabel={t('form.endDate')}
                timeLabel={t('form.endTime')}
                value={form.end}
                maxDate={today}
                disabled={pending}
                error={fieldError(errors.end)}
                onChange={(end) => {
                  setForm({ ...form, end });
                }}
              />
            )}
          </Stack>
        )}

        {asksForDetails(target) && (
          <ActivityDetailsFields
            {...detailsSource}
            value={form.details}
            disabled={pending}
            errors={detailErrors}
            onChange={(details) => {
              setForm({ ...form, details });
            }}
          />
        )}

        <Textarea
          label={t('form.reason')}
          description={t('form.reasonHelp')}
          placeholder={t(`form.reasonPlaceholder.${target.requestType}`)}
          required
          autosize
          minRows={2}
          maxRows={6}
          maxLength={REQUEST_REASON_MAX}
          disabled={pending}
          value={form.reason}
          error={fieldError(errors.reason)}
          onChange={(event) => {
            setForm({ ...form, reason: event.currentTarget.value });
          }}
        />

        <ChangeSummary target={target} form={form} />

        {errors.form !== undefined && (
          <Text size="sm" c="red" role="alert">
            {t(errors.form)}
          </Text>
        )}
        {fileRequest.isError && <ApiErrorAlert error={fileRequest.error} />}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            loading={pending}
            disabled={pending}
            color={target.requestType === RequestType.Delete ? 'red' : undefined}
          >
            {t(
              canBeDraft(target) && form.endUnknown
                ? 'form.submit.draft'
                : `form.submit.${target.requestType}`,
            )}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
