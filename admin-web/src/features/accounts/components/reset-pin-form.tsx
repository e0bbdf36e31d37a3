import { Button, Stack } from '@mantine/core';
import { ErrorKey, type PinProblem, pinProblem } from '@punchcard/shared';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useResetPin } from '@/features/accounts/api/pin';
import { PinField } from '@/features/accounts/components/pin-field';
import { ApiError } from '@/lib/api-client';

interface ResetPinFormProps {
  token: string;
  onChanged: () => void;
  /** The link is unknown, used or expired (404 reset_pin_not_found). */
  onLinkInvalid: () => void;
}

/** The new PIN chosen through an e-mailed link. */
export function ResetPinForm({ token, onChanged, onLinkInvalid }: ResetPinFormProps) {
  const { t } = useTranslation('pin');
  const reset = useResetPin();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<PinProblem | null>(null);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The shared rule: the API would refuse the same PIN.
    const found = pinProblem(pin);
    setProblem(found);
    if (found) return;
    reset.mutate(
      { token, newPin: pin },
      {
        onSuccess: onChanged,
        onError: (error) => {
          if (error instanceof ApiError && error.errorKey === ErrorKey.ResetPinNotFound) {
            onLinkInvalid();
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <PinField
          label={t('field.newPin')}
          description={t('rules')}
          value={pin}
          onChange={setPin}
          error={problem ? t(`validation.${problem}`) : undefined}
          autoFocus
        />
        {reset.isError && <ApiErrorAlert error={reset.error} />}
        <Button type="submit" fullWidth loading={reset.isPending}>
          {t('setup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
