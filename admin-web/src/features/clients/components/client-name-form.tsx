import { Button, Group, Stack, TextInput } from '@mantine/core';
import { CLIENT_NAME_MAX } from '@punchcard/shared';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';

interface ClientNameFormProps {
  initialName: string;
  submitLabel: string;
  saving: boolean;
  /** The refusal of the last try, shown under the field. */
  error: unknown;
  onSubmit: (name: string) => void;
  /** A Cancel button beside the submit one (the add dialog's first step). */
  onCancel?: () => void;
}

/** A client's name: required, trimmed, at most CLIENT_NAME_MAX characters. */
export function ClientNameForm({
  initialName,
  submitLabel,
  saving,
  error,
  onSubmit,
  onCancel,
}: ClientNameFormProps) {
  const { t } = useTranslation('clients');
  const [name, setName] = useState(initialName);
  const [empty, setEmpty] = useState(false);
  const trimmed = name.trim();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEmpty(trimmed === '');
    if (trimmed !== '') onSubmit(trimmed);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={t('field.name')}
          value={name}
          maxLength={CLIENT_NAME_MAX}
          required
          data-autofocus
          autoComplete="organization"
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          error={empty ? t('field.nameRequired') : undefined}
        />
        {error !== null && error !== undefined && <ApiErrorAlert error={error} />}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('action.cancel')}
            </Button>
          )}
          <Button
            type="submit"
            loading={saving}
            disabled={trimmed === initialName.trim() && trimmed !== ''}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
