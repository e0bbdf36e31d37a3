import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type CreateKioskRequest,
  type Kiosk,
  KIOSK_NAME_MAX,
  KIOSK_ONLINE_WINDOW_SECONDS,
  type KioskPairingCode,
  KioskStatus,
  toUnixSeconds,
  toUnixSecondsOrNull,
  type UpdateKioskRequest,
} from '@punchcard/shared';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import type { KioskRecord } from './kiosks.repository.js';

export class CreateKioskDto implements CreateKioskRequest {
  @ApiProperty({ example: 'Front door', maxLength: KIOSK_NAME_MAX })
  @IsString()
  name: string;
}

export class UpdateKioskDto implements UpdateKioskRequest {
  @ApiPropertyOptional({ maxLength: KIOSK_NAME_MAX })
  @IsOptional()
  @IsString()
  name?: string;

  @ApiPropertyOptional({ description: 'true locks the kiosk (it refuses members), false unlocks' })
  @IsOptional()
  @IsBoolean()
  locked?: boolean;
}

export class KioskDto implements Kiosk {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: Object.values(KioskStatus) }) status: KioskStatus;
  @ApiProperty({ description: `Heard from within ${KIOSK_ONLINE_WINDOW_SECONDS / 60} minutes` })
  online: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'unix seconds' })
  last_seen_at: number | null;
  @ApiProperty({ type: String, nullable: true }) app_version: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Punches waiting in its journal, as last reported',
  })
  queued: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'unix seconds' })
  paired_at: number | null;
}

export class KioskPairingCodeDto implements KioskPairingCode {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: 'K7MQ4TXA', description: 'Single use; shown once' })
  pairing_code: string;
  @ApiProperty({ description: 'unix seconds' }) pairing_expires_at: number;
  @ApiProperty({ example: 'https://punchcard.example/kiosk/?pair=K7MQ4TXA' })
  pairing_url: string;
}

export function kioskStatus(kiosk: KioskRecord): KioskStatus {
  if (kiosk.revokedAt) return KioskStatus.Revoked;
  if (kiosk.lockedAt) return KioskStatus.Locked;
  return kiosk.pairedAt ? KioskStatus.Active : KioskStatus.Pending;
}

export function toKiosk(kiosk: KioskRecord, now: Date): Kiosk {
  const silentFor = kiosk.lastSeenAt ? now.getTime() - kiosk.lastSeenAt.getTime() : Infinity;
  return {
    id: kiosk.id,
    name: kiosk.name,
    status: kioskStatus(kiosk),
    online: !kiosk.revokedAt && silentFor <= KIOSK_ONLINE_WINDOW_SECONDS * 1000,
    last_seen_at: toUnixSecondsOrNull(kiosk.lastSeenAt),
    app_version: kiosk.appVersion,
    queued: kiosk.queued,
    paired_at: toUnixSecondsOrNull(kiosk.pairedAt),
  };
}

export function toPairingCode(
  kiosk: KioskRecord,
  code: string,
  expiresAt: Date,
  publicUrl: string,
): KioskPairingCode {
  return {
    id: kiosk.id,
    name: kiosk.name,
    pairing_code: code,
    pairing_expires_at: toUnixSeconds(expiresAt),
    pairing_url: `${publicUrl.replace(/\/+$/, '')}/kiosk/?pair=${code}`,
  };
}
