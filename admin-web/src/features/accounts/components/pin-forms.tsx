import { Button, Group, Stack } from '@mantine/core';
import { type PinProblem, pinProblem } from '@punchcard/shared';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useChangePin, useSetPin } from '@/features/accounts/api/pin';
import { PinField } from '@/features/accounts/components/pin-field';
import { notify } from '@/lib/notify';

type Problem = `validation.${PinProblem}` | 'validation.currentRequired' | 'validation.unchanged';

/** The shared PIN rule's verdict as a message key: the API refuses the same PINs. */
function ruleProblem(pin: string): Problem | undefined {
  const problem = pinProblem(pin);
  return problem ? `validation.${problem}` : undefined;
}

/** The first PIN of the account. */
export function SetPinForm() {
  const { t } = useTranslation('pin');
  const setPin = useSetPin();
  const [pin, setPinValue] = useState('');
  const [problem, setProblem] = useState<Problem | undefined>();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = ruleProblem(pin);
    setProblem(found);
    if (found) return;
    setPin.mutate(pin, {
      onSuccess: () => {
        setPinValue('');
        notify({ message: t('set.done'), tone: 'success' });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <PinField
          label={t('field.pin')}
          description={t('rules')}
          value={pin}
          onChange={setPinValue}
          error={problem && t(problem)}
        />
        {setPin.isError && <ApiErrorAlert error={setPin.error} />}
        <Group>
          <Button type="submit" loading={setPin.isPending}>
            {t('set.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface ChangeProblems {
  current?: Problem;
  next?: Problem;
}

/** A new PIN, proving the current one. */
export function ChangePinForm() {
  const { t } = useTranslation('pin');
  const changePin = useChangePin();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problems, setProblems] = useState<ChangeProblems>({});

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: ChangeProblems = {};
    if (current === '') found.current = 'validation.currentRequired';
    found.next = ruleProblem(next) ?? (next === current ? 'validation.unchanged' : undefined);
    setProblems(found);
    if (found.current || found.next) return;
    changePin.mutate(
      { oldPin: current, newPin: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          changePin.reset();
          notify({ message: t('change.done'), tone: 'success' });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <PinField
          label={t('field.currentPin')}
          value={current}
          onChange={setCurrent}
          error={problems.current && t(problems.current)}
        />
        <PinField
          label={t('field.newPin')}
          description={t('rules')}
          value={next}
          onChange={setNext}
          error={problems.next && t(problems.next)}
        />
        {changePin.isError && <ApiErrorAlert error={changePin.error} />}
        <Group>
          <Button type="submit" loading={changePin.isPending}>
            {t('change.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
