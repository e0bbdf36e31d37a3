import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useLengthText } from '@/features/workspace-times/components/pomodoro/use-length-text';
import {
  breakLength,
  type PomodoroLengths,
  type PomodoroPhase,
} from '@/features/workspace-times/utils/pomodoro';

/** What the member may do about a proposal; the break itself goes through the clock's controls. */
export interface ProposalActions {
  /** A clock action is on its way: nothing else may start. */
  busy: boolean;
  startBreak: () => void;
  skipBreak: () => void;
  endBreak: () => void;
}

export type ProposalPhase = Extract<PomodoroPhase, { kind: 'breakDue' | 'breakOver' }>;

/** The words of a proposal, shared by the panel and the notifications. */
export function useProposalText() {
  const { t } = useTranslation('pomodoro');
  const lengthText = useLengthText();
  return (phase: ProposalPhase, lengths: PomodoroLengths) => {
    if (phase.kind === 'breakOver') return { title: t('over.title'), body: t('over.body') };
    const length = lengthText(breakLength(phase.breakKind, lengths));
    return {
      title: t(`due.title.${phase.breakKind}`, { round: phase.round }),
      body: t('due.body', { length }),
      notificationBody: t('notify.dueBody', { length }),
    };
  };
}

interface ProposalButtonsProps {
  phase: ProposalPhase;
  actions: ProposalActions;
  /** After a choice (the notification closes itself). */
  onChosen?: () => void;
}

/** Start or skip the proposed break; or end the break that is over. */
export function ProposalButtons({ phase, actions, onChosen }: ProposalButtonsProps) {
  const { t } = useTranslation('pomodoro');
  const choose = (action: () => void) => () => {
    action();
    onChosen?.();
  };
  if (phase.kind === 'breakOver') {
    return (
      <Group gap="sm">
        <Button color="orange" disabled={actions.busy} onClick={choose(actions.endBreak)}>
          {t('over.end')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm">
      <Button color="orange" disabled={actions.busy} onClick={choose(actions.startBreak)}>
        {t('due.start')}
      </Button>
      <Button variant="default" disabled={actions.busy} onClick={choose(actions.skipBreak)}>
        {t('due.skip')}
      </Button>
    </Group>
  );
}

interface BreakProposalProps {
  phase: ProposalPhase;
  lengths: PomodoroLengths;
  actions: ProposalActions;
}

/** The proposal where the timer is: it stays until answered, also after a reload. */
export function BreakProposal({ phase, lengths, actions }: BreakProposalProps) {
  const text = useProposalText()(phase, lengths);
  return (
    <Alert color="orange" variant="light" title={text.title}>
      <Text size="sm" mb="sm">
        {text.body}
      </Text>
      <ProposalButtons phase={phase} actions={actions} />
    </Alert>
  );
}
