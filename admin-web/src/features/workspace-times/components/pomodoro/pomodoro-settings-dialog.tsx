import { Button, Group, Modal, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { ErrorKey } from '@punchcard/shared';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiErrorAlert } from '@/components/api-error-alert';
import { useSavePomodoroSettings } from '@/features/workspace-times/api/pomodoro-queries';
import type { PomodoroLengths } from '@/features/workspace-times/utils/pomodoro';
import {
  fieldBounds,
  isValidField,
  POMODORO_FIELDS,
  type PomodoroField,
  settingsChange,
  toFieldValue,
} from '@/features/workspace-times/utils/pomodoro-settings';
import { notify } from '@/lib/notify';

interface PomodoroSettingsDialogProps {
  opened: boolean;
  onClose: () => void;
  idWorkspace: string;
  saved: PomodoroLengths;
}

/** The member's own work and break lengths, where the plan and the workspace allow them. */
export function PomodoroSettingsDialog({ opened, onClose, ...props }: PomodoroSettingsDialogProps) {
  const { t } = useTranslation('pomodoro');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('settings.title')}
      centered
      closeButtonProps={{ 'aria-label': t('settings.close') }}
    >
      {/* Mounted only while open: every opening starts from the saved lengths. */}
      {opened && <SettingsForm onClose={onClose} {...props} />}
    </Modal>
  );
}

type Values = Record<PomodoroField, string | number>;

function SettingsForm({
  onClose,
  idWorkspace,
  saved,
}: Omit<PomodoroSettingsDialogProps, 'opened'>) {
  const { t } = useTranslation('pomodoro');
  const save = useSavePomodoroSettings(idWorkspace);
  const [values, setValues] = useState<Values>(() => ({
    work: toFieldValue('work', saved),
    shortBreak: toFieldValue('shortBreak', saved),
    longBreak: toFieldValue('longBreak', saved),
    rounds: toFieldValue('rounds', saved),
  }));
  const [checked, setChecked] = useState(false);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const change = settingsChange(values, saved);
    if (change === null) return;
    if (Object.keys(change).length === 0) {
      onClose();
      return;
    }
    save.mutate(change, {
      onSuccess: () => {
        notify({ message: t('settings.saved'), tone: 'success' });
        onClose();
      },
    });
  };

  const field = (name: PomodoroField) => {
    const { min, max } = fieldBounds(name);
    const value = values[name];
    return (
      <NumberInput
        key={name}
        label={t(`settings.${name}`)}
        description={t(name === 'rounds' ? 'settings.roundsHint' : 'settings.minutesHint', {
          min,
          max,
        })}
        value={value}
        min={min}
        max={max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        required
        error={
          checked && !isValidField(name, value) ? t('settings.range', { min, max }) : undefined
        }
        onChange={(next) => {
          setValues((current) => ({ ...current, [name]: next }));
        }}
      />
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {POMODORO_FIELDS.map(field)}
        </SimpleGrid>
        {save.isError && (
          <ApiErrorAlert
            error={save.error}
            title={t('settings.failed')}
            explain={(error) =>
              error.errorKey === ErrorKey.Forbidden ? t('settings.forbidden') : undefined
            }
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('settings.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
