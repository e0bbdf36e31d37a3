import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  type KioskConfig,
  type KioskHeartbeatRequest,
  type KioskHeartbeatResponse,
  type PairKioskRequest,
  type PairKioskResponse,
} from '@punchcard/shared';
import {
  AppException,
  badRequest,
  conflict,
  notFound,
  unauthorized,
} from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { KioskCredentialsService } from '#src/modules/kiosk-credentials/index.js';
import { kioskConfig } from './kiosk-config.js';
import {
  newDeviceToken,
  normalizedPairingCode,
  p256PublicKey,
  secretHash,
} from './kiosk-secrets.js';
import { type DeviceRecord, KiosksRepository } from './kiosks.repository.js';

/**
 * What a device does with the server: pair once with a code, then report in (heartbeat) and
 * fetch its configuration with its token. The guard has already found and admitted the device.
 */
@Injectable()
export class KioskDeviceService {
  constructor(
    private readonly kiosks: KiosksRepository,
    private readonly clock: Clock,
    private readonly credentials: KioskCredentialsService,
  ) {}

  /**
   * Uses a pairing code, once: the token answered here is the only copy there will ever be. The
   * key is checked before the code, so a malformed request never spends a code.
   */
  async pair(request: PairKioskRequest): Promise<PairKioskResponse> {
    const publicKey = p256PublicKey(request.public_key);
    if (typeof publicKey === 'string') {
      throw badRequest(
        ErrorKey.KioskPublicKeyInvalid,
        `public_key must be the public JWK of an ECDSA P-256 key: ${publicKey}.`,
      );
    }
    const code = normalizedPairingCode(request.code);
    if (!code) throw invalidCode();
    const codeHash = secretHash(code);
    const token = newDeviceToken();
    const now = this.clock.now();
    const paired = await this.kiosks.pair(
      codeHash,
      { tokenHash: secretHash(token), publicKey, appVersion: request.app_version ?? null },
      now,
    );
    if (!paired) throw await this.whyNotPaired(codeHash, now);
    const { kiosk, workspace } = paired;
    return {
      token,
      kiosk: { id: kiosk.id, name: kiosk.name },
      workspace: {
        id: workspace.id,
        name: workspace.name,
        avatar: workspace.avatar,
        time_zone: workspace.timeZone,
      },
      journal_head: await this.kiosks.journalHead(kiosk.id),
    };
  }

  async heartbeat(
    device: DeviceRecord,
    report: KioskHeartbeatRequest,
  ): Promise<KioskHeartbeatResponse> {
    const recorded = await this.kiosks.recordHeartbeat(
      device.kiosk.id,
      { appVersion: report.app_version, queued: report.queued, lastSeq: report.last_seq },
      this.clock.now(),
    );
    // Revoked between the guard's read and this write.
    if (!recorded) throw unauthorized(ErrorKey.Unauthorized, 'This kiosk was revoked.');
    const { config_version } = await this.config(device);
    return { locked: recorded.locked, config_version };
  }

  async config(device: DeviceRecord): Promise<KioskConfig> {
    const material = await this.credentials.verificationMaterial(device.workspace.id);
    return kioskConfig(device, material);
  }

  private async whyNotPaired(codeHash: string, now: Date): Promise<AppException> {
    const state = await this.kiosks.pairingCodeState(codeHash);
    if (state?.pairingUsedAt) {
      return conflict(ErrorKey.KioskPairingCodeUsed, 'This pairing code was already used.');
    }
    const expired = state?.pairingExpiresAt && state.pairingExpiresAt <= now;
    if (!expired) return invalidCode();
    return new AppException(
      410,
      ErrorKey.KioskPairingCodeExpired,
      'This pairing code has expired: ask for a new one.',
    );
  }
}

function invalidCode(): AppException {
  return notFound(ErrorKey.KioskPairingCodeInvalid, 'No kiosk is waiting for this pairing code.');
}
