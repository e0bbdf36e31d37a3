import { Badge, Box, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import {
  BreakProposal,
  type ProposalActions,
} from '@/features/workspace-times/components/pomodoro/break-proposal';
import { useLengthText } from '@/features/workspace-times/components/pomodoro/use-length-text';
import {
  breakLength,
  type PomodoroLengths,
  type PomodoroPhase,
} from '@/features/workspace-times/utils/pomodoro';
import { useLocale } from '@/hooks/use-locale';
import { formatCountdown } from '@/lib/countdown';
import { formatDate } from '@/lib/dates';

interface PomodoroPhaseViewProps {
  phase: PomodoroPhase;
  lengths: PomodoroLengths;
  /** Finished rounds of the current set. */
  done: number;
  now: number;
  actions: ProposalActions;
}

/** The rounds of the set as dots, finished ones filled. */
function RoundDots({ done, rounds }: { done: number; rounds: number }) {
  const { t } = useTranslation('pomodoro');
  return (
    <Group gap={6} role="img" aria-label={t('rounds.done', { done, rounds })}>
      {Array.from({ length: rounds }, (_, index) => (
        <Box
          key={index}
          w={10}
          h={10}
          bdrs="xl"
          bd="1px solid var(--mantine-color-green-outline)"
          bg={index < done ? 'var(--mantine-color-green-filled)' : undefined}
        />
      ))}
    </Group>
  );
}

interface CountdownProps {
  label: string;
  progressLabel: string;
  color: string;
  endsAt: number;
  length: number;
  now: number;
}

/**
 * Time left as a `timer` whose live region is off: a screen reader reads it when asked rather
 * than every second.
 */
function Countdown({ label, progressLabel, color, endsAt, length, now }: CountdownProps) {
  const left = Math.max(0, endsAt - now);
  const elapsed = Math.min(100, Math.max(0, ((length - left) / length) * 100));
  return (
    <Stack gap="xs">
      <Text role="timer" aria-label={label} ff="monospace" fw={600} fz={44} lh={1.1} ta="center">
        {formatCountdown(left)}
      </Text>
      <Progress value={elapsed} color={color} size="sm" aria-label={progressLabel} />
    </Stack>
  );
}

/** Where the member is in the cycle: the round or break and its time left, or a proposal. */
export function PomodoroPhaseView({ phase, lengths, done, now, actions }: PomodoroPhaseViewProps) {
  const { t } = useTranslation('pomodoro');
  const locale = useLocale();
  const lengthText = useLengthText();
  const rounds = lengths.rounds;

  switch (phase.kind) {
    case 'idle':
      return (
        <Text size="sm" c="dimmed">
          {t('phase.idle')}
        </Text>
      );
    case 'paused':
      return <Text size="sm">{t('phase.paused')}</Text>;
    case 'breakDue':
    case 'breakOver':
      return (
        <Stack gap="sm">
          <BreakProposal phase={phase} lengths={lengths} actions={actions} />
          <RoundDots done={done} rounds={rounds} />
        </Stack>
      );
    case 'work':
      return (
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Badge variant="light" color="green" tt="none">
              {t('phase.work')}
            </Badge>
            <Text size="sm" fw={500}>
              {t('round', { round: phase.round, rounds })}
            </Text>
          </Group>
          <Countdown
            label={t('timer.work')}
            progressLabel={t('progress.work')}
            color="green"
            endsAt={phase.endsAt}
            length={lengths.work}
            now={now}
          />
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t(`work.next.${phase.next}`, {
                length: lengthText(breakLength(phase.next, lengths)),
              })}
            </Text>
            <RoundDots done={done} rounds={rounds} />
          </Group>
        </Stack>
      );
    case 'break':
      return (
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Badge variant="light" color="orange" tt="none">
              {t(`phase.${phase.breakKind}`)}
            </Badge>
            <RoundDots done={done} rounds={rounds} />
          </Group>
          <Countdown
            label={t('timer.break')}
            progressLabel={t('progress.break')}
            color="orange"
            endsAt={phase.endsAt}
            length={breakLength(phase.breakKind, lengths)}
            now={now}
          />
          <Text size="sm" c="dimmed">
            {t('break.backAt', { time: formatDate(phase.endsAt, locale, 'time') })}
          </Text>
        </Stack>
      );
  }
}
