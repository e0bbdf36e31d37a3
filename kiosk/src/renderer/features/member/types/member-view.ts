import type { UnixSeconds, WorkStatus } from '@punchcard/shared';

/** What the member's screen shows, whichever way (online, on the device) they were identified. */
export interface MemberView {
  /** Null when the device does not know the name (a PIN typed offline, an uncached member). */
  name: string | null;
  /** A PIN typed offline: the server checks whose it is when it is back. */
  verifyLater: boolean;
  avatar: string | null;
  /** Null when unknown (offline without a known status). */
  status: WorkStatus | null;
  /** Worked today as of `identifiedAt`; null when unknown (offline). */
  workedSeconds: number | null;
  /** Date.now() when identified: a working member's time ticks on from there. */
  identifiedAt: number;
  /** The start of a workspace time left open on an earlier day; null when none. */
  forgottenSince: UnixSeconds | null;
}
