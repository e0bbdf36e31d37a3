import { Anchor, Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { FEEDBACK_LIMITS, SUPPORT_CATEGORIES } from '@punchcard/shared';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { paths } from '@/config/paths';
import { type MessageReceipt, useSendSupportRequest } from '@/features/feedback/api/send-message';
import {
  hasErrors,
  type SupportErrors,
  type SupportValues,
  supportErrors,
} from '@/features/feedback/utils/message-rules';
import { useLocalePrefix } from '@/hooks/use-locale';

interface SupportFormProps {
  /** Where the answer goes unless the person gives another address: their account's. */
  email: string;
  page: string | undefined;
  onSent: (receipt: MessageReceipt, values: SupportValues) => void;
}

/** A request for help (POST /v1/accounts/support): topic, subject, message, reply address. */
export function SupportForm({ email, page, onSent }: SupportFormProps) {
  const { t } = useTranslation('feedback');
  const prefix = useLocalePrefix();
  const send = useSendSupportRequest();
  const [values, setValues] = useState<SupportValues>({
    category: null,
    subject: '',
    message: '',
    email,
  });
  const [errors, setErrors] = useState<SupportErrors>({});
  const change = (next: Partial<SupportValues>) => {
    setValues((current) => ({ ...current, ...next }));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = supportErrors(values);
    setErrors(found);
    if (hasErrors(found) || values.category === null) return;
    send.send(
      {
        category: values.category,
        subject: values.subject.trim(),
        message: values.message.trim(),
        email: values.email.trim(),
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
        <Text size="sm">
          {t('support.helpCentre')}{' '}
          <Anchor component={Link} to={paths.help.getHref({}, prefix)}>
            {t('support.helpLink')}
          </Anchor>
        </Text>
        <Select
          label={t('support.category')}
          placeholder={t('support.categoryPlaceholder')}
          required
          allowDeselect={false}
          data={SUPPORT_CATEGORIES.map((category) => ({
            value: category,
            label: t(`category.${category}`),
          }))}
          value={values.category}
          onChange={(value) => {
            change({ category: SUPPORT_CATEGORIES.find((category) => category === value) ?? null });
          }}
          error={errors.category && t(errors.category)}
        />
        <TextInput
          label={t('support.subject')}
          placeholder={t('support.subjectPlaceholder')}
          required
          value={values.subject}
          onChange={(event) => {
            change({ subject: event.currentTarget.value });
          }}
          error={errors.subject && t(errors.subject, { max: FEEDBACK_LIMITS.subject })}
        />
        <Textarea
          label={t('support.message')}
          description={t('support.messageHelp')}
          required
          autosize
          minRows={5}
          maxRows={14}
          value={values.message}
          onChange={(event) => {
            change({ message: event.currentTarget.value });
          }}
          error={errors.message && t(errors.message, { max: FEEDBACK_LIMITS.message })}
        />
        <TextInput
          label={t('support.email')}
          description={t('support.emailHelp')}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => {
            change({ email: event.currentTarget.value });
          }}
          error={errors.email && t(errors.email)}
        />
        {send.isError && <ApiErrorAlert error={send.error} title={t('error.title')} />}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t('support.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
