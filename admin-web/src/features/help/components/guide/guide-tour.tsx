import { Button, Card, Grid, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatTimer, TimerDisplay } from '@punchcard/shared';
import { type ReactNode, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { GuideSteps } from '@/features/help/components/guide/guide-steps';
import { PracticeClock } from '@/features/help/components/guide/practice-clock';
import {
  GUIDE_STEPS,
  type GuideAction,
  guideReducer,
  guideStepNumber,
  guideTotals,
  initialGuideState,
} from '@/features/help/utils/guide-tour';
import { useNow } from '@/hooks/use-now';

interface GuideTourProps {
  /** Called once the last step is taken (the page saves the tutorial state). */
  onFinish: () => void;
  /** Shown with the summary once finished: whether it was saved, where to go next. */
  completion: ReactNode;
}

/** The guided tour of the clock: the steps, what each teaches, and the practice clock. */
export function GuideTour({ onFinish, completion }: GuideTourProps) {
  const { t } = useTranslation('help');
  const [state, dispatch] = useReducer(guideReducer, initialGuideState);
  const ticking = state.clockedInAt !== null && state.step !== 'done';
  const now = useNow(ticking) + state.skipped;
  const container = useRef<HTMLDivElement>(null);
  // Set by a step taken here, so the first paint leaves the focus where the visitor is.
  const moveFocus = useRef(false);
  const total = GUIDE_STEPS.length;
  const current = guideStepNumber(state.step);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    // The control that takes the next step, or the summary once finished.
    container.current?.querySelector<HTMLElement>('[data-guide-next]')?.focus();
  }, [state.step, state.breakStartedAt]);

  const act = (action: GuideAction) => {
    if (action.type !== 'pass') moveFocus.current = true;
    dispatch(action);
    if (action.type === 'clockOut' && state.step === 'session') onFinish();
  };

  const totals = guideTotals(state, now);
  const announcement =
    state.step === 'done'
      ? t('guide.done.title')
      : t('guide.announce', { current, total, title: t(`guide.${state.step}.title`) });

  return (
    <div ref={container}>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {state.step === 'done' ? (
        <GuideFinished
          summary={t('guide.done.summary', {
            worked: formatTimer(totals.worked, TimerDisplay.Long),
            breaks: formatTimer(totals.breaks, TimerDisplay.Long),
            tracked: formatTimer(totals.tracked, TimerDisplay.Long),
          })}
          completion={completion}
          onRestart={() => {
            act({ type: 'restart' });
          }}
        />
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <GuideSteps step={state.step} />
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {t('guide.stepOf', { current, total })}
                </Text>
                <Title order={2} size="h3">
                  {t(`guide.${state.step}.title`)}
                </Title>
                <Text>{t(`guide.${state.step}.body`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`guide.${state.step}.app`)}
                </Text>
              </Stack>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <PracticeClock state={state} now={now} onAction={act} />
          </Grid.Col>
        </Grid>
      )}
    </div>
  );
}

interface GuideFinishedProps {
  summary: string;
  completion: ReactNode;
  onRestart: () => void;
}

function GuideFinished({ summary, completion, onRestart }: GuideFinishedProps) {
  const { t } = useTranslation('help');
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3" tabIndex={-1} data-guide-next>
          {t('guide.done.title')}
        </Title>
        <Text>{summary}</Text>
        {completion}
        <Group gap="sm">
          <Button variant="default" onClick={onRestart}>
            {t('guide.done.restart')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
