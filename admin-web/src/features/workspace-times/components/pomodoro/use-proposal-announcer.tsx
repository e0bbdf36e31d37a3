import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { showBrowserNotification } from '@/features/workspace-times/components/pomodoro/browser-notification';
import {
  type ProposalActions,
  ProposalButtons,
  type ProposalPhase,
  useProposalText,
} from '@/features/workspace-times/components/pomodoro/break-proposal';
import type { PomodoroLengths, PomodoroPhase } from '@/features/workspace-times/utils/pomodoro';

/** One in-app notice at a time: a new proposal replaces the previous one. */
const NOTICE_ID = 'pomodoro-proposal';

const isProposal = (phase: PomodoroPhase): phase is ProposalPhase =>
  phase.kind === 'breakDue' || phase.kind === 'breakOver';

interface AnnouncerInput {
  /** The proposal on screen (null: none), and the last one already announced. */
  proposal: string | null;
  announced: string | null;
  phase: PomodoroPhase;
  lengths: PomodoroLengths;
  actions: ProposalActions;
  markAnnounced: (proposal: string) => void;
}

/**
 * Announces each proposal once: a browser notification where the member allowed them (the tab
 * may be in the background) and an in-app notice with the same choices as the panel. The notice
 * leaves when the proposal is answered, here or anywhere else (the kiosk, another tab).
 */
export function useProposalAnnouncer({
  proposal,
  announced,
  phase,
  lengths,
  actions,
  markAnnounced,
}: AnnouncerInput) {
  const { i18n } = useTranslation();
  const proposalText = useProposalText();
  // The notice is drawn once; its buttons reach the current actions through this.
  const latest = useRef({ actions, phase, lengths, proposalText, markAnnounced });
  useEffect(() => {
    latest.current = { actions, phase, lengths, proposalText, markAnnounced };
  });

  // The proposal the in-app notice answers, while it shows.
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (shownFor.current !== null && shownFor.current !== proposal) {
      notifications.hide(NOTICE_ID);
      shownFor.current = null;
    }
    if (proposal === null) return;
    const current = latest.current;
    if (proposal === announced || !isProposal(current.phase)) return;
    current.markAnnounced(proposal);
    const text = current.proposalText(current.phase, current.lengths);
    showBrowserNotification(text.title, text.notificationBody ?? text.body, i18n.language);
    const relay: ProposalActions = {
      busy: false,
      startBreak: () => {
        latest.current.actions.startBreak();
      },
      skipBreak: () => {
        latest.current.actions.skipBreak();
      },
      endBreak: () => {
        latest.current.actions.endBreak();
      },
    };
    shownFor.current = proposal;
    notifications.show({
      id: NOTICE_ID,
      title: text.title,
      message: (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{text.body}</Text>
          <ProposalButtons
            phase={current.phase}
            actions={relay}
            onChosen={() => {
              notifications.hide(NOTICE_ID);
              shownFor.current = null;
            }}
          />
        </Stack>
      ),
      color: 'orange',
      autoClose: false,
    });
  }, [proposal, announced, i18n.language]);

  // Its buttons act through this page's clock: the notice leaves with it.
  useEffect(
    () => () => {
      notifications.hide(NOTICE_ID);
    },
    [],
  );
}
