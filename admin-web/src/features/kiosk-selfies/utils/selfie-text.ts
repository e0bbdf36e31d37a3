import type { Locale } from '@punchcard/shared';
import type { TFunction } from 'i18next';

import type { SelfieRecord } from '@/features/kiosk-selfies/api/selfie-queries';
import { formatTimeIn } from '@/features/kiosk-selfies/utils/selfie-days';

/** A selfie as the page words it: whose, when, proving which punch. */
export interface SelfieView {
  selfie: SelfieRecord;
  /** The member's name in the workspace; null when no punch has claimed the photo yet. */
  name: string | null;
  /** The punch's time (else the photo's) in the workspace's time zone. */
  time: string;
  takenTime: string;
  /** `clock in`, or null without a punch. */
  action: string | null;
  /** What a screen reader says for the photo: "Selfie of Ada at 8:59 AM, clock in". */
  alt: string;
}

export function selfieView(
  selfie: SelfieRecord,
  name: string | null,
  { t, locale, timeZone }: { t: TFunction<'selfies'>; locale: Locale; timeZone: string },
): SelfieView {
  const takenTime = formatTimeIn(selfie.takenAt, timeZone, locale);
  const time = selfie.punch ? formatTimeIn(selfie.punch.at, timeZone, locale) : takenTime;
  const action = selfie.punch ? t(`action.${selfie.punch.action}`) : null;
  let alt: string;
  if (action !== null) {
    alt =
      name === null
        ? t('alt.unknownPunch', { time, action })
        : t('alt.punch', { name, time, action });
  } else {
    alt = name === null ? t('alt.unknownTaken', { time }) : t('alt.taken', { name, time });
  }
  return { selfie, name, time, takenTime, action, alt };
}
