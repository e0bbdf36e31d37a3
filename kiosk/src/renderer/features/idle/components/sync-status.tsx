import type { ErrorKey, PunchAction, UnixSeconds } from '@punchcard/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDay, formatTime } from '@/i18n/format';
import { refusalReasonKey } from '@/i18n/refusal-reason';

export interface RefusedPunch {
  id: string;
  action: PunchAction;
  at: UnixSeconds;
  error_key: ErrorKey;
}

interface SyncStatusProps {
  online: boolean;
  queued: number;
  rejected: RefusedPunch[];
  needsAttention: boolean;
  timeZone: string;
  onAcknowledge: () => void;
}

/** The connection, the backlog, and what the server refused, for a manager passing by. */
export function SyncStatus({
  online,
  queued,
  rejected,
  needsAttention,
  timeZone,
  onAcknowledge,
}: SyncStatusProps) {
  const { t, i18n } = useTranslation('kiosk');
  const [open, setOpen] = useState(false);
  const locale = i18n.language;
  const showList = open && rejected.length > 0;

  return (
    <section className="sync" aria-label={t('sync.region')}>
      <span className={`sync__state sync__state--${online ? 'online' : 'offline'}`}>
        {online ? t('sync.online') : t('sync.offline')}
      </span>
      <span className="sync__queued">{t('sync.waiting', { count: queued })}</span>
      {rejected.length > 0 && (
        <button
          type="button"
          className="sync__badge"
          aria-expanded={showList}
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          {t('sync.rejected', { count: rejected.length })}
        </button>
      )}
      {needsAttention && (
        <div className="sync__attention" role="alert">
          <strong>{t('sync.attention')}</strong>
          <p>{t('sync.attentionBody')}</p>
        </div>
      )}
      {showList && (
        <div className="sync__list" role="dialog" aria-label={t('sync.listHeading')}>
          <h2>{t('sync.listHeading')}</h2>
          <p>{t('sync.listLead')}</p>
          <ul>
            {rejected.map((punch) => (
              <li key={punch.id}>
                <strong>{t(`action.${punch.action}`)}</strong>{' '}
                {formatDay(punch.at, timeZone, locale)} {formatTime(punch.at, timeZone, locale)}
                {' · '}
                {t(refusalReasonKey(punch.error_key))}
              </li>
            ))}
          </ul>
          <div className="sync__list-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                onAcknowledge();
                setOpen(false);
              }}
            >
              {t('sync.acknowledge')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setOpen(false);
              }}
            >
              {t('sync.close')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
