import { Button, Group, NumberInput } from '@mantine/core';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSaveKioskSettings } from '@/features/kiosks/api/kiosk-mutations';
import { notify } from '@/lib/notify';

/** The bounds the API enforces on `kiosk_max_punch_age_days`: a day to a month. */
export const MAX_PUNCH_AGE_MIN = 1;
export const MAX_PUNCH_AGE_MAX = 31;

const isValidAge = (value: string | number): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= MAX_PUNCH_AGE_MIN &&
  value <= MAX_PUNCH_AGE_MAX;

/**
 * How many days back a kiosk may date a punch: the offline backlog the workspace accepts. Saved
 * with its own button, unlike the switches, so that typing "14" never saves "1" on the way.
 */
export function MaxPunchAgeField({ saved }: { saved: number }) {
  const { t } = useTranslation('kiosks');
  const save = useSaveKioskSettings();
  const [value, setValue] = useState<string | number>(saved);
  const [showError, setShowError] = useState(false);
  const valid = isValidAge(value);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid) {
      setShowError(true);
      return;
    }
    save.mutate(
      { kiosk_max_punch_age_days: value },
      {
        onSuccess: () => {
          notify({ message: t('settings.saved'), tone: 'success' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <NumberInput
        label={t('settings.maxAge')}
        description={t('settings.maxAgeHint', { max: MAX_PUNCH_AGE_MAX })}
        value={value}
        min={MAX_PUNCH_AGE_MIN}
        max={MAX_PUNCH_AGE_MAX}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        error={
          showError && !valid
            ? t('settings.maxAgeRange', { min: MAX_PUNCH_AGE_MIN, max: MAX_PUNCH_AGE_MAX })
            : undefined
        }
        onChange={(next) => {
          setValue(next);
          setShowError(!isValidAge(next));
        }}
        // The save button sits beside the input itself, under the label and hint.
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <div style={{ flex: '0 1 8rem', minWidth: 0 }}>{input}</div>
            <Button
              type="submit"
              variant="default"
              loading={save.isPending}
              disabled={valid && value === saved}
            >
              {t('settings.maxAgeSave')}
            </Button>
          </Group>
        )}
      />
    </form>
  );
}
