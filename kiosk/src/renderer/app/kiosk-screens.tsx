// The paired kiosk at work: composes the idle, identify, member and selfie features around the
// flow (features never import each other; this is where they meet).
import type { KioskConfig, KioskMethod, Locale } from '@punchcard/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { EngineSnapshot, KioskEngine } from '../../core/engine-types';
import { CardReaderStatus } from '@/app/card-reader-status';
import { FlowErrorAlert } from '@/app/flow-error-alert';
import type { FlowState } from '@/app/kiosk-flow';
import { memberView } from '@/app/member-view';
import { useKioskFlow, type KioskFlow } from '@/app/use-kiosk-flow';
import { ErrorAlert } from '@/components/error-alert';
import type { CameraProblem } from '@/lib/camera-problem';
import { BadgeScanner } from '@/features/identify/components/badge-scanner';
import { PinPad } from '@/features/identify/components/pin-pad';
import { useCardReader } from '@/features/identify/hooks/use-card-reader';
import { IdleScreen } from '@/features/idle/components/idle-screen';
import { PresenceBoard } from '@/features/idle/components/presence-board';
import { SyncStatus } from '@/features/idle/components/sync-status';
import { Confirmation } from '@/features/member/components/confirmation';
import { ForgottenClockOut } from '@/features/member/components/forgotten-clock-out';
import { IdentifiedScreen } from '@/features/member/components/identified-screen';
import { SelfieCapture } from '@/features/selfie/components/selfie-capture';
import { currentLocale, setLocale } from '@/i18n/i18n';

interface KioskScreensProps {
  engine: KioskEngine;
  snapshot: EngineSnapshot;
  config: KioskConfig;
}

const localeNames: Record<Locale, string> = { en: 'English', ja: '日本語' };
/** Where a card tap counts: idle, and a member's or done screen (another card starts over). */
const cardSteps: FlowState['step'][] = ['idle', 'identified', 'confirmed'];

export function KioskScreens({ engine, snapshot, config }: KioskScreensProps) {
  const { t } = useTranslation('kiosk');
  const flow = useKioskFlow(engine, config.selfie_required);
  const { state } = flow;
  const timeZone = config.workspace.time_zone;
  const has = (method: KioskMethod) => config.methods.includes(method);
  const [cameraProblem, setCameraProblem] = useState<CameraProblem | null>(null);
  const reader = useCardReader({
    active: has('nfc') && cardSteps.includes(state.step),
    onCard: (uid) => {
      flow.identify('nfc', uid);
    },
  });

  // Each person may switch language; the next one meets the workspace's again.
  useEffect(() => {
    if (state.step === 'idle') void setLocale(config.default_locale);
  }, [state.step, config.default_locale]);

  if (state.step === 'idle' || state.step === 'identifying') {
    const notice =
      state.step === 'identifying' ? (
        <p className="idle__checking" role="status">
          {t('idle.identifying')}
        </p>
      ) : state.error ? (
        <FlowErrorAlert key={state.ticket} error={state.error} />
      ) : null;
    return (
      <IdleScreen
        workspace={config.workspace}
        methods={config.methods}
        pinPad={
          <PinPad
            busy={state.step === 'identifying'}
            onSubmit={(pin) => {
              flow.identify('pin', pin);
            }}
          />
        }
        badgeScanner={
          cameraProblem ? (
            <ErrorAlert title={t(`error.camera_${cameraProblem}`)} />
          ) : (
            <BadgeScanner
              active={state.step === 'idle'}
              onScan={(value) => {
                flow.identify('qr', value);
              }}
              onProblem={setCameraProblem}
            />
          )
        }
        cardStatus={<CardReaderStatus reader={reader} />}
        notice={notice}
        sync={
          <SyncStatus
            online={snapshot.online}
            queued={snapshot.queued}
            rejected={snapshot.rejected}
            needsAttention={snapshot.needs_attention}
            timeZone={timeZone}
            onAcknowledge={() => {
              engine.acknowledgeRejected();
            }}
          />
        }
        presence={
          snapshot.presence && snapshot.presence.length > 0 ? (
            <PresenceBoard members={snapshot.presence} timeZone={timeZone} />
          ) : null
        }
      />
    );
  }

  if (state.step === 'confirmed') {
    const { confirmation } = state;
    const member = memberView(confirmation.identification, 0);
    return (
      <Confirmation
        who={member.name ?? (member.verifyLater ? t('member.toVerify') : t('member.unnamed'))}
        action={confirmation.action}
        at={confirmation.at}
        offline={confirmation.offline}
        timeZone={timeZone}
        refusedKey={confirmation.refusedKey}
      />
    );
  }

  return <MemberScreens flow={flow} state={state} timeZone={timeZone} />;
}

interface MemberScreensProps {
  flow: KioskFlow;
  state: Extract<FlowState, { step: 'identified' | 'selfie' | 'punching' }>;
  timeZone: string;
}

function MemberScreens({ flow, state, timeZone }: MemberScreensProps) {
  // Subscribes to language changes, so the language button flips with the screen.
  useTranslation('kiosk');
  const locale = currentLocale();
  const other: Locale = locale === 'ja' ? 'en' : 'ja';
  const member = memberView(state.identification, state.identifiedAt);
  const busy = state.step === 'punching';

  const step =
    state.step === 'selfie' ? (
      <SelfieCapture
        onCapture={flow.captureSelfie}
        onCancel={flow.cancelSelfie}
        onProblem={(problem) => {
          flow.selfieProblem({ code: `camera_${problem}` });
        }}
      />
    ) : member.forgottenSince !== null ? (
      <ForgottenClockOut
        start={member.forgottenSince}
        now={Math.floor(Date.now() / 1000)}
        timeZone={timeZone}
        busy={busy}
        onSubmit={(leftAt) => {
          flow.choose({ action: 'clock_in', leftAt });
        }}
      />
    ) : undefined;

  return (
    <IdentifiedScreen
      member={member}
      busy={busy}
      languageLabel={localeNames[other]}
      languageTag={other}
      onLanguage={() => {
        void setLocale(other);
      }}
      onAction={(action) => {
        flow.choose({ action });
      }}
      onCancel={flow.reset}
      error={
        state.step === 'identified' && state.error ? (
          <FlowErrorAlert key={state.ticket} error={state.error} />
        ) : undefined
      }
      step={step}
    />
  );
}
