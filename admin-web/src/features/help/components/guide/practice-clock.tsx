import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatTimer, TimerDisplay, WorkStatus } from '@punchcard/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type GuideAction, type GuideState, guideTotals } from '@/features/help/utils/guide-tour';

const statusColor: Record<WorkStatus, string> = {
  [WorkStatus.Working]: 'green',
  [WorkStatus.Break]: 'orange',
  [WorkStatus.NotWorking]: 'gray',
};

/** Thirty simulated minutes: long enough for the timers to show something like a real day. */
const PASS_SECONDS = 30 * 60;

/** Marks the control the tour moves the focus to once the previous step is done. */
export const NEXT_CONTROL = { 'data-guide-next': true } as const;

const bigButton = { size: 'lg', w: { base: '100%', xs: 'auto' }, miw: { xs: 160 } } as const;

interface PracticeClockProps {
  state: GuideState;
  /** The simulated moment shown (the real time plus the time let pass). */
  now: number;
  onAction: (action: GuideAction) => void;
}

/**
 * The clock of the tour: the real clock's words and buttons, offering only the step being
 * learnt, on a simulated time that no API ever sees.
 */
export function PracticeClock({ state, now, onAction }: PracticeClockProps) {
  const { t } = useTranslation('help');
  const { t: tc } = useTranslation('clock');
  const headingId = useId();
  const passHintId = useId();
  const [description, setDescription] = useState('');
  const totals = guideTotals(state, now);
  const onBreak = totals.status === WorkStatus.Break;
  const clock = (seconds: number) => formatTimer(seconds, TimerDisplay.Long);
  const timerLabel = onBreak ? tc('timer.breakTime') : tc('timer.workTime');

  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-labelledby={headingId}>
      <Stack align="center" gap="md" ta="center">
        <Stack gap={2} align="center">
          <Title order={2} size="h5" id={headingId}>
            {t('guide.practice')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('guide.practiceNote')}
          </Text>
        </Stack>
        <Badge size="lg" variant="light" color={statusColor[totals.status]} tt="none">
          {tc(`status.${totals.status}`)}
        </Badge>
        {state.clockedInAt !== null && (
          <Stack gap={0} align="center">
            <Text size="sm" c="dimmed" aria-hidden>
              {timerLabel}
            </Text>
            {/* A timer, like the real clock's: its live region is off, so no tick is announced. */}
            <Text
              role="timer"
              aria-label={timerLabel}
              fz={{ base: 40, sm: 52 }}
              fw={700}
              ff="monospace"
              lh={1.1}
            >
              {clock(onBreak ? now - (state.breakStartedAt ?? now) : totals.worked)}
            </Text>
          </Stack>
        )}
        {state.step === 'start' && <Text c="dimmed">{tc('status.notWorkingHint')}</Text>}

        {state.activity !== null && (
          <Stack gap={0} align="center">
            <Text size="sm" c="dimmed" aria-hidden>
              {tc('timer.activityTime')}
            </Text>
            <Text fw={600}>{state.activity.description || tc('activity.untitled')}</Text>
            <Text role="timer" aria-label={tc('timer.activityTime')} ff="monospace">
              {clock(totals.tracked)}
            </Text>
          </Stack>
        )}

        {state.step === 'start' && (
          <Button
            {...bigButton}
            {...NEXT_CONTROL}
            onClick={() => {
              onAction({ type: 'clockIn', at: now });
            }}
          >
            {tc('action.clockIn')}
          </Button>
        )}
        {state.step === 'activity' && (
          <Stack
            component="form"
            gap="sm"
            w="100%"
            maw={420}
            onSubmit={(event) => {
              event.preventDefault();
              onAction({ type: 'startActivity', at: now, description });
            }}
          >
            <TextInput
              {...NEXT_CONTROL}
              label={tc('details.description')}
              placeholder={tc('details.descriptionPlaceholder')}
              value={description}
              onChange={(event) => {
                setDescription(event.currentTarget.value);
              }}
              ta="left"
            />
            <Button type="submit" {...bigButton} w="100%">
              {tc('action.startActivity')}
            </Button>
          </Stack>
        )}
        {state.step === 'break' && !onBreak && (
          <Button
            {...bigButton}
            {...NEXT_CONTROL}
            variant="light"
            color="orange"
            onClick={() => {
              onAction({ type: 'startBreak', at: now });
            }}
          >
            {tc('action.startBreak')}
          </Button>
        )}
        {state.step === 'break' && onBreak && (
          <Button
            {...bigButton}
            {...NEXT_CONTROL}
            color="orange"
            onClick={() => {
              onAction({ type: 'endBreak', at: now });
            }}
          >
            {tc('action.endBreak')}
          </Button>
        )}
        {state.step === 'session' && (
          <Button
            {...bigButton}
            {...NEXT_CONTROL}
            color="red"
            onClick={() => {
              onAction({ type: 'clockOut', at: now });
            }}
          >
            {tc('action.clockOut')}
          </Button>
        )}

        {state.clockedInAt !== null && state.step !== 'done' && (
          <Group gap="xs" justify="center">
            <Button
              variant="subtle"
              size="compact-sm"
              aria-describedby={passHintId}
              onClick={() => {
                onAction({ type: 'pass', seconds: PASS_SECONDS });
              }}
            >
              {t('guide.pass')}
            </Button>
            <Text size="xs" c="dimmed" id={passHintId}>
              {t('guide.passHint')}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
