import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorKey,
  type Kiosk,
  KIOSK_NAME_MAX,
  KIOSK_PAIRING_TTL_SECONDS,
  type KioskPairingCode,
  type UpdateKioskRequest,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { badRequest, notFound, preconditionFailed } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { toKiosk, toPairingCode } from './kiosks.dto.js';
import { newPairingCode, secretHash } from './kiosk-secrets.js';
import {
  type KioskRecord,
  KiosksRepository,
  type PairingCode,
  PairingCodeTaken,
} from './kiosks.repository.js';

/** Drawing a code that already exists is a one-in-billions event; three draws settle it. */
const CODE_DRAWS = 3;

/**
 * The fleet of the caller's active workspace, for holders of MANAGE_WORKSPACE_SETTINGS: register
 * a kiosk (answering its first pairing code), list, rename, lock, re-pair and revoke. Another
 * workspace's kiosk answers 404 like one that does not exist.
 */
@Injectable()
export class KiosksService {
  constructor(
    private readonly kiosks: KiosksRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(access: WorkspaceAccess): Promise<Kiosk[]> {
    const now = this.clock.now();
    const rows = await this.kiosks.listForWorkspace(access.workspace.id);
    return rows.map((row) => toKiosk(row, now));
  }

  async create(access: WorkspaceAccess, rawName: string): Promise<KioskPairingCode> {
    const name = validName(rawName);
    const now = this.clock.now();
    const created = await this.withNewCode(now, (code) =>
      this.kiosks.create(
        { idWorkspace: access.workspace.id, name, createdBy: access.member.idUser, now },
        code,
      ),
    );
    if (!created) throw new Error('The kiosk INSERT returned no row');
    return created;
  }

  /**
   * A new code for a kiosk that is not revoked; any earlier unused code stops working. A paired
   * kiosk keeps its token until the new code is used, so it runs on while the tablet is replaced.
   */
  async newPairingCode(access: WorkspaceAccess, id: string): Promise<KioskPairingCode> {
    const now = this.clock.now();
    const replaced = await this.withNewCode(now, (code) =>
      this.kiosks.replacePairingCode(access.workspace.id, id, code, now),
    );
    return replaced ?? this.explainMissing(access, id);
  }

  async update(access: WorkspaceAccess, id: string, change: UpdateKioskRequest): Promise<Kiosk> {
    const name = change.name === undefined ? undefined : validName(change.name);
    const now = this.clock.now();
    const kiosk = await this.kiosks.update(
      access.workspace.id,
      id,
      { name, locked: change.locked },
      now,
    );
    if (!kiosk) return this.explainMissing(access, id);
    return toKiosk(kiosk, now);
  }

  /** Revokes at once: the device's next call is a 401. Revoking again answers the same. */
  async revoke(access: WorkspaceAccess, id: string): Promise<Kiosk> {
    const now = this.clock.now();
    return toKiosk(found(await this.kiosks.revoke(access.workspace.id, id, now)), now);
  }

  /** Writes a fresh code's hash through `write`; undefined when it found no kiosk to write. */
  private async withNewCode(
    now: Date,
    write: (code: PairingCode) => Promise<KioskRecord | undefined>,
  ): Promise<KioskPairingCode | undefined> {
    const expiresAt = new Date(now.getTime() + KIOSK_PAIRING_TTL_SECONDS * 1000);
    for (let draw = 1; ; draw++) {
      const code = newPairingCode();
      try {
        const kiosk = await write({ hash: secretHash(code), expiresAt });
        return kiosk && toPairingCode(kiosk, code, expiresAt, this.config.publicUrl);
      } catch (error) {
        if (!(error instanceof PairingCodeTaken) || draw >= CODE_DRAWS) throw error;
      }
    }
  }

  /** Why a change found no kiosk: a revoked one cannot change (412), else there is none (404). */
  private async explainMissing(access: WorkspaceAccess, id: string): Promise<never> {
    const kiosk = await this.kiosks.find(access.workspace.id, id);
    if (kiosk?.revokedAt) {
      throw preconditionFailed(ErrorKey.KioskRevoked, 'This kiosk was revoked: register it again.');
    }
    throw notFound(ErrorKey.KioskNotFound, 'No such kiosk in this workspace.');
  }
}

function found(kiosk: KioskRecord | undefined): KioskRecord {
  if (!kiosk) throw notFound(ErrorKey.KioskNotFound, 'No such kiosk in this workspace.');
  return kiosk;
}

function validName(raw: string): string {
  const name = raw.trim();
  if (name.length === 0) throw badRequest(ErrorKey.KioskNameEmpty, 'A kiosk needs a name.');
  if (Array.from(name).length > KIOSK_NAME_MAX) {
    throw badRequest(
      ErrorKey.BadRequest,
      `A kiosk name may have at most ${KIOSK_NAME_MAX} characters.`,
    );
  }
  return name;
}
