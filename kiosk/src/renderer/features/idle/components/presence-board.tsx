import type { PresenceEntry } from '@punchcard/shared';
import { useTranslation } from 'react-i18next';

import { Avatar } from '@/components/avatar';
import { formatTime } from '@/i18n/format';

interface PresenceBoardProps {
  members: PresenceEntry[];
  timeZone: string;
}

/** Who is in now: a glance for the room, so it shows only names, status and since when. */
export function PresenceBoard({ members, timeZone }: PresenceBoardProps) {
  const { t, i18n } = useTranslation('kiosk');
  const sorted = [...members].sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  return (
    <section className="presence" aria-label={t('presence.region')}>
      <h2 className="presence__heading">{t('presence.region')}</h2>
      <ul className="presence__list">
        {sorted.map((member) => (
          <li
            key={member.id_user}
            className={`presence__member presence__member--${member.status}`}
          >
            <Avatar src={member.avatar} name={member.name} />
            <span className="presence__name">{member.name}</span>
            <span className="presence__since">
              {member.status === 'on_break'
                ? t('presence.onBreak', {
                    time: formatTime(member.break_since ?? member.since, timeZone, i18n.language),
                  })
                : t('presence.working', {
                    time: formatTime(member.since, timeZone, i18n.language),
                  })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
