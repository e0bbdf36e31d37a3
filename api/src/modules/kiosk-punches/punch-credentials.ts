import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  fromUnixSeconds,
  isPunchEntry,
  type PunchCredential,
  type PunchEntry,
} from '@punchcard/shared';
import { AppException, unauthorized } from '#src/common/errors/app.exception.js';
import {
  KioskIdentityService,
  KioskSessions,
  type LockoutGate,
} from '#src/modules/kiosk-identity/index.js';
import type { DeviceRecord } from '#src/modules/kiosks/index.js';

/** How a punch named its member, as the journal keeps it: never the value itself. */
export type CredentialKind = 'session' | 'pin' | 'qr' | 'nfc';

/** The offline credential checks of a batch, by entry hash: the member, or the refusal. */
export type OfflineChecks = Map<string, { idUser: string } | AppException>;

export function credentialKind(credential: PunchCredential): CredentialKind {
  return 'kiosk_session' in credential ? 'session' : credential.method;
}

/** Whether any entry names its member by PIN, badge or card rather than a kiosk session. */
export function hasOfflineCredential(entries: unknown[]): boolean {
  return entries.some((entry) => isPunchEntry(entry) && !('kiosk_session' in entry.credential));
}

/**
 * Who a punch is for, decided when it arrives: an online punch's kiosk session, or an offline
 * punch's PIN, badge or card checked now against the member's credential at the punch's time (a
 * PIN that no longer matches is refused, never applied to someone else). Throws the identity
 * module's AppException, which the punch records as its rejection.
 */
@Injectable()
export class PunchCredentials {
  constructor(
    private readonly sessions: KioskSessions,
    private readonly identity: KioskIdentityService,
  ) {}

  /**
   * Checks the PIN, badge or card of every new offline entry of a batch, before the batch's
   * transaction: a check spends the shared sweep budgets, which live outside that transaction (on
   * embedded PGlite the transaction holds the one connection, so a check inside would wait on
   * itself). Entries at or below the chain's head are resends, never checked twice. Answers, by
   * entry hash, the member or the refusal. The sweep budgets' waits are read once for the batch
   * (a lock-out gate), then follow the failures the batch itself records.
   */
  async checkOffline(
    device: DeviceRecord,
    entries: unknown[],
    headSeq: number,
  ): Promise<OfflineChecks> {
    const checks: OfflineChecks = new Map();
    let gate: LockoutGate | undefined;
    for (const entry of entries) {
      if (!isPunchEntry(entry) || entry.seq <= headSeq || checks.has(entry.hash)) continue;
      const { credential } = entry;
      if ('kiosk_session' in credential) continue;
      try {
        const at = fromUnixSeconds(entry.at);
        gate ??= await this.identity.lockoutGate(device);
        checks.set(
          entry.hash,
          await this.identity.resolve(device, credential.method, credential.value, at, gate),
        );
      } catch (error) {
        if (!(error instanceof AppException)) throw error;
        checks.set(entry.hash, error);
      }
    }
    return checks;
  }

  async member(
    device: DeviceRecord,
    entry: PunchEntry,
    at: Date,
    checked: OfflineChecks,
  ): Promise<string> {
    const { credential } = entry;
    const known = checked.get(entry.hash);
    if (known instanceof AppException) throw known;
    if (known) return known.idUser;
    if ('kiosk_session' in credential) {
      const session = this.sessions.verify(device, credential.kiosk_session, at);
      if (!session) {
        throw unauthorized(
          ErrorKey.Unauthorized,
          'The kiosk session is not valid for this kiosk at the punch time: identify again.',
        );
      }
      return session.idUser;
    }
    const { idUser } = await this.identity.resolve(device, credential.method, credential.value, at);
    return idUser;
  }
}
