import { Inject, Injectable } from '@nestjs/common';
import { hmac, safeEqual } from '#src/auth/tokens.js';
import { Clock } from '#src/common/time/clock.js';
import { SECRETS, type Secrets } from '#src/config/secrets.js';
import type { DeviceRecord } from '#src/modules/kiosks/index.js';

/** How long an identification stays good for the punch that follows it. */
export const KIOSK_SESSION_SECONDS = 5 * 60;

const FORMAT = /^([0-9a-f-]{36})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Kiosk sessions: `<id_user>.<expiry, unix seconds>.<HMAC>` proving that this member identified
 * at this kiosk a moment ago. Stateless (no row): the HMAC, keyed with the session secret,
 * covers the kiosk, its current device token hash (re-pairing or revoking the kiosk ends its
 * sessions), the member and the expiry.
 */
@Injectable()
export class KioskSessions {
  constructor(
    @Inject(SECRETS) private readonly secrets: Secrets,
    private readonly clock: Clock,
  ) {}

  issue(device: DeviceRecord, idUser: string): string {
    return this.issueWithExpiry(device, idUser).token;
  }

  issueWithExpiry(device: DeviceRecord, idUser: string): { token: string; expiresAt: number } {
    const expiresAt = Math.floor(this.clock.now().getTime() / 1000) + KIOSK_SESSION_SECONDS;
    return {
      token: `${idUser}.${expiresAt}.${this.mac(device, idUser, expiresAt)}`,
      expiresAt,
    };
  }

  /** The member a session names, when it is this kiosk's, genuine and live at `at`. */
  verify(device: DeviceRecord, token: string, at: Date): { idUser: string } | undefined {
    const match = FORMAT.exec(token);
    if (!match) return undefined;
    const [, idUser = '', expiry = '', mac = ''] = match;
    const expiresAt = Number(expiry);
    if (!safeEqual(mac, this.mac(device, idUser, expiresAt))) return undefined;
    const atSeconds = at.getTime() / 1000;
    const issuedAt = expiresAt - KIOSK_SESSION_SECONDS;
    // A minute of slack before the issue: the kiosk's clock may run a little behind ours.
    return atSeconds < expiresAt && atSeconds >= issuedAt - 60 ? { idUser } : undefined;
  }

  private mac(device: DeviceRecord, idUser: string, expiresAt: number): string {
    const { id, tokenHash } = device.kiosk;
    return hmac(this.secrets.session, `kiosk-session|${id}|${tokenHash}|${idUser}|${expiresAt}`);
  }
}
