import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

import { PomodoroSettingsDialog } from '@/features/workspace-times/components/pomodoro/pomodoro-settings-dialog';
import { useLengthText } from '@/features/workspace-times/components/pomodoro/use-length-text';
import type { PomodoroLengths } from '@/features/workspace-times/utils/pomodoro';
import type { PomodoroCustomisation } from '@/features/workspace-times/utils/pomodoro-settings';

interface PomodoroLengthsProps {
  idWorkspace: string;
  customisation: PomodoroCustomisation;
  /** The lengths the timer runs on. */
  lengths: PomodoroLengths;
  /** The member's saved lengths (what the dialog edits). */
  saved: PomodoroLengths;
}

/**
 * The lengths in use; a way to change them where allowed, otherwise why the standard ones apply
 * (the plan, or the workspace's choice).
 */
export function PomodoroLengthsSummary({
  idWorkspace,
  customisation,
  lengths,
  saved,
}: PomodoroLengthsProps) {
  const { t } = useTranslation('pomodoro');
  const lengthText = useLengthText();
  const [opened, { open, close }] = useDisclosure(false);
  const summary = t('lengths.summary', {
    work: lengthText(lengths.work),
    shortBreak: lengthText(lengths.shortBreak),
    longBreak: lengthText(lengths.longBreak),
    rounds: lengths.rounds,
  });

  if (!customisation.allowed) {
    const reason =
      customisation.reason === 'plan'
        ? t('lengths.needsPlan', { plan: t(`plan.${customisation.plan}`) })
        : t('lengths.notAllowed');
    return (
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
        <Text size="sm" c="dimmed">
          {t('lengths.standard', { reason })}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        {summary}
      </Text>
      <Button variant="light" size="xs" onClick={open}>
        {t('lengths.change')}
      </Button>
      <PomodoroSettingsDialog
        opened={opened}
        onClose={close}
        idWorkspace={idWorkspace}
        saved={saved}
      />
    </Stack>
  );
}
