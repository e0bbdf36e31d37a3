import { WorkStatus } from '@punchcard/shared';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  ActivityDetailsFields,
  type ActivityDetailsErrors,
  useActivityDetailsSource,
  useRequiredDetailErrors,
} from '@/components/activity-details-fields';
import type { ClockControls } from '@/features/workspace-times/api/use-clock-controls';
import { RunningActivitySummary } from '@/features/workspace-times/components/running-activity-summary';
import { RunningTimer } from '@/features/workspace-times/components/running-timer';
import type { TimerDisplayMode } from '@/features/workspace-times/utils/timer-display-mode';
import { useLocale } from '@/hooks/use-locale';
import { useActiveWorkspace } from '@/lib/active-workspace';
import {
  type ActivityDetailsValue,
  emptyActivityDetails,
  toActivityDetailsBody,
} from '@/lib/activity-details';
import { formatDate } from '@/lib/dates';
import type { ClockStatus } from '@/lib/wire';

interface ActivityPanelProps {
  status: ClockStatus;
  controls: ClockControls;
  timerMode: TimerDisplayMode;
}

/** The running activity and its stop, or the details to start one with. */
export function ActivityPanel({ status, controls, timerMode }: ActivityPanelProps) {
  const { t } = useTranslation('clock');
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="activity-heading"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="activity-heading">
            {t('activity.heading')}
          </Title>
          {status.activity === null && (
            <Text size="sm" c="dimmed">
              {t('activity.lead')}
            </Text>
          )}
        </div>
        {status.activity === null ? (
          <StartActivityForm status={status} controls={controls} />
        ) : (
          <RunningActivity status={status} controls={controls} timerMode={timerMode} />
        )}
      </Stack>
    </Card>
  );
}

function RunningActivity({ status, controls, timerMode }: ActivityPanelProps) {
  const { t } = useTranslation('clock');
  const locale = useLocale();
  const { activity } = status;
  if (activity === null) return null;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <RunningActivitySummary activity={activity} />
        <Stack gap={2} align="flex-end" ml="auto">
          <RunningTimer
            start={activity.start}
            mode={timerMode}
            label={t('timer.activityTime')}
            fz={28}
          />
          <Text size="sm" c="dimmed">
            {t('activity.runningSince', { time: formatDate(activity.start, locale, 'time') })}
          </Text>
        </Stack>
      </Group>
      {status.workStatus === WorkStatus.Break && (
        <Text size="sm" c="dimmed">
          {t('activity.runsDuringBreak')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          color="red"
          variant="light"
          w={{ base: '100%', xs: 'auto' }}
          onClick={() => {
            controls.stopActivity.run(activity.id);
          }}
          loading={controls.stopActivity.pending}
          disabled={controls.busy}
        >
          {t('action.stopActivity')}
        </Button>
      </Group>
    </Stack>
  );
}

function StartActivityForm({ status, controls }: Omit<ActivityPanelProps, 'timerMode'>) {
  const { t } = useTranslation('clock');
  const workspace = useActiveWorkspace();
  const requiredErrors = useRequiredDetailErrors();
  const detailsSource = useActivityDetailsSource();
  const [details, setDetails] = useState<ActivityDetailsValue>(emptyActivityDetails);
  // Shown after a start was refused here; then kept up to date as the fields change.
  const [errors, setErrors] = useState<ActivityDetailsErrors | null>(null);
  // The API refuses an activity outside work time then (412); say so before anyone tries.
  const needsClockIn =
    (workspace?.isTimeRequired ?? true) && status.workStatus === WorkStatus.NotWorking;

  const change = (next: ActivityDetailsValue) => {
    setDetails(next);
    if (errors !== null) setErrors(requiredErrors(next));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = requiredErrors(details);
    setErrors(found);
    if (Object.keys(found).length > 0 || needsClockIn) return;
    controls.startActivity.run(toActivityDetailsBody(details), () => {
      setDetails(emptyActivityDetails);
      setErrors(null);
    });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        {needsClockIn && (
          <Alert color="blue" variant="light" title={t('activity.timeRequiredTitle')}>
            {t('activity.timeRequired')}
          </Alert>
        )}
        <ActivityDetailsFields
          {...detailsSource}
          value={details}
          onChange={change}
          disabled={controls.startActivity.pending}
          errors={errors ?? {}}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            w={{ base: '100%', xs: 'auto' }}
            loading={controls.startActivity.pending}
            disabled={controls.busy || needsClockIn}
          >
            {t('action.startActivity')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
