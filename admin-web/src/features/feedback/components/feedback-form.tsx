import {
  Button,
  Checkbox,
  Group,
  Input,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { FEEDBACK_KINDS, FEEDBACK_LIMITS, FEEDBACK_RATING, FeedbackKind } from '@punchcard/shared';
import { type SubmitEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { type MessageReceipt, useSendFeedback } from '@/features/feedback/api/send-message';
import {
  type FeedbackErrors,
  type FeedbackValues,
  feedbackErrors,
  hasErrors,
} from '@/features/feedback/utils/message-rules';

interface FeedbackFormProps {
  /** The account's address, where the readers may write back if the person agrees. */
  email: string;
  /** The page of the app the person came from, sent along. */
  page: string | undefined;
  onSent: (receipt: MessageReceipt, values: FeedbackValues) => void;
}

/** No rating, then 1 to 5. */
const RATINGS = Array.from({ length: FEEDBACK_RATING.max + 1 }, (_, rating) => rating);

function StarIcon() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z" />
    </svg>
  );
}

/** "4 ★" to the eye, "4 of 5" to a screen reader. */
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('feedback');
  return (
    <>
      <Group component="span" gap={4} wrap="nowrap" justify="center" aria-hidden="true">
        {rating}
        <StarIcon />
      </Group>
      <VisuallyHidden>{t('rating.value', { value: rating })}</VisuallyHidden>
    </>
  );
}

const initial: FeedbackValues = {
  kind: FeedbackKind.Idea,
  rating: 0,
  message: '',
  mayContact: false,
};

/** Product feedback (POST /v1/accounts/feedback): what it is about, a rating, the words. */
export function FeedbackForm({ email, page, onSent }: FeedbackFormProps) {
  const { t } = useTranslation('feedback');
  const send = useSendFeedback();
  const ratingLabel = useId();
  const [values, setValues] = useState<FeedbackValues>(initial);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const change = (next: Partial<FeedbackValues>) => {
    setValues((current) => ({ ...current, ...next }));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = feedbackErrors(values);
    setErrors(found);
    if (hasErrors(found)) return;
    send.send(
      {
        kind: values.kind,
        rating: values.rating === 0 ? null : values.rating,
        message: values.message.trim(),
        mayContact: values.mayContact,
        ...(page === undefined ? {} : { page }),
      },
      {
        onSuccess: (receipt) => {
          onSent(receipt, values);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Radio.Group
          label={t('feedback.kind')}
          value={values.kind}
          onChange={(kind) => {
            const known = FEEDBACK_KINDS.find((candidate) => candidate === kind);
            if (known) change({ kind: known });
          }}
        >
          <Group gap="md" mt="xs">
            {FEEDBACK_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={t(`kind.${kind}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Input.Wrapper
          labelElement="div"
          label={<span id={ratingLabel}>{t('feedback.rating')}</span>}
          description={t('feedback.ratingHelp')}
        >
          {/* Native radios: arrow keys choose at once, and "No rating" clears. */}
          <SegmentedControl
            mt={4}
            aria-labelledby={ratingLabel}
            value={String(values.rating)}
            onChange={(value) => {
              change({ rating: Number(value) });
            }}
            data={RATINGS.map((rating) => ({
              value: String(rating),
              label: rating === 0 ? t('rating.none') : <Stars rating={rating} />,
            }))}
          />
        </Input.Wrapper>
        <Textarea
          label={t('feedback.message')}
          placeholder={t('feedback.messagePlaceholder')}
          required
          autosize
          minRows={4}
          maxRows={12}
          value={values.message}
          onChange={(event) => {
            change({ message: event.currentTarget.value });
          }}
          description={t('field.counter', {
            count: values.message.trim().length,
            max: FEEDBACK_LIMITS.message,
          })}
          error={errors.message && t(errors.message, { max: FEEDBACK_LIMITS.message })}
        />
        <Checkbox
          label={t('feedback.mayContact', { email })}
          checked={values.mayContact}
          onChange={(event) => {
            change({ mayContact: event.currentTarget.checked });
          }}
        />
        {page !== undefined && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('feedback.page', { page })}
          </Text>
        )}
        {send.isError && <ApiErrorAlert error={send.error} title={t('error.title')} />}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t('feedback.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
