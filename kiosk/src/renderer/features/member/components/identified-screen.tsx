import type { PunchAction } from '@punchcard/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '@/components/avatar';
import { WorkedToday } from '@/features/member/components/worked-today';
import type { MemberView } from '@/features/member/types/member-view';
import { availableActions } from '@/features/member/utils/actions';

interface IdentifiedScreenProps {
  member: MemberView;
  /** A punch is being written: the buttons wait. */
  busy: boolean;
  /** The language the other button switches to ("日本語" / "English"). */
  languageLabel: string;
  languageTag: string;
  onLanguage: () => void;
  onAction: (action: PunchAction) => void;
  onCancel: () => void;
  /** An error to act on (a camera problem, a punch that could not be saved). */
  error?: ReactNode;
  /** Replaces the actions: the forgotten clock-out form, or the selfie capture. */
  step?: ReactNode;
}

/** The identified member: who, where they stand today, and the punches that make sense now. */
export function IdentifiedScreen({
  member,
  busy,
  languageLabel,
  languageTag,
  onLanguage,
  onAction,
  onCancel,
  error,
  step,
}: IdentifiedScreenProps) {
  const { t } = useTranslation('kiosk');
  const name = member.name ?? (member.verifyLater ? t('member.toVerify') : t('member.unnamed'));

  return (
    <main className="screen member">
      <header className="member__header">
        <Avatar src={member.avatar} name={member.name ?? '?'} size="large" />
        <div className="member__who">
          <h2 className="member__name">{name}</h2>
          {member.verifyLater && <p className="member__hint">{t('member.toVerifyHint')}</p>}
          <p className={`member__status member__status--${member.status ?? 'unknown'}`}>
            {member.status ? t(`member.status.${member.status}`) : t('member.status.unknown')}
          </p>
          {member.workedSeconds !== null && (
            <WorkedToday
              seconds={member.workedSeconds}
              since={member.identifiedAt}
              ticking={member.status === 'WORKING'}
            />
          )}
        </div>
        <button
          type="button"
          className="button member__language"
          lang={languageTag}
          onClick={onLanguage}
        >
          {languageLabel}
        </button>
      </header>
      {error}
      {step ?? (
        <section className="member__actions" aria-label={t('member.actions')}>
          {availableActions(member.status).map((action) => (
            <button
              key={action}
              type="button"
              className={`action-button action-button--${action}`}
              disabled={busy}
              onClick={() => {
                onAction(action);
              }}
            >
              {t(`action.${action}`)}
            </button>
          ))}
        </section>
      )}
      <button type="button" className="button button--cancel" onClick={onCancel}>
        {t('member.cancel')}
      </button>
    </main>
  );
}
