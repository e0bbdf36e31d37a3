import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type ChainHead,
  type KioskBadgeVerification,
  type KioskCardVerification,
  type KioskConfig,
  type KioskHeartbeatRequest,
  type KioskHeartbeatResponse,
  KioskMethod,
  type KioskPublicKey,
  Locale,
  type PairKioskRequest,
  type PairKioskResponse,
} from '@punchcard/shared';
import { IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const APP_VERSION_MAX = 64;
/** Far beyond any journal, and within PostgreSQL's integer. */
const QUEUED_MAX = 1_000_000;

export class KioskPublicKeyDto implements KioskPublicKey {
  @ApiProperty({ enum: ['EC'] }) kty: 'EC';
  @ApiProperty({ enum: ['P-256'] }) crv: 'P-256';
  @ApiProperty({ description: 'base64url, 32 bytes' }) x: string;
  @ApiProperty({ description: 'base64url, 32 bytes' }) y: string;
}

export class PairKioskDto implements PairKioskRequest {
  @ApiProperty({ example: 'K7MQ4TXA', description: 'Case, spaces and dashes do not matter' })
  @IsString()
  @MaxLength(32)
  code: string;

  @ApiProperty({
    type: KioskPublicKeyDto,
    description:
      'Public JWK of the ECDSA P-256 key the kiosk signs its journal with; a private key is refused',
  })
  // Checked whole by the service (kiosk_public_key_invalid), so a JWK that carries `d` is named.
  @IsObject()
  public_key: KioskPublicKey;

  @ApiPropertyOptional({ example: '1.0.0', maxLength: APP_VERSION_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(APP_VERSION_MAX)
  app_version?: string;
}

class PairedKioskDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

class KioskWorkspaceDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
  @ApiProperty({ example: 'Asia/Tokyo' }) time_zone: string;
}

/** A journal's head: its newest entry in the chain (docs/kiosk-protocol.md). */
export class ChainHeadDto implements ChainHead {
  @ApiProperty() seq: number;
  @ApiProperty({ pattern: '^[0-9a-f]{64}$' }) hash: string;
}

export class PairKioskResponseDto implements PairKioskResponse {
  @ApiProperty({ description: 'Send as `Authorization: Kiosk <token>`; shown once' })
  token: string;
  @ApiProperty({ type: PairedKioskDto }) kiosk: PairedKioskDto;
  @ApiProperty({ type: KioskWorkspaceDto }) workspace: KioskWorkspaceDto;
  @ApiProperty({
    type: ChainHeadDto,
    nullable: true,
    description: 'Where a device that lost its journal continues the chain; null before any entry',
  })
  journal_head: ChainHeadDto | null;
}

export class KioskHeartbeatDto implements KioskHeartbeatRequest {
  @ApiProperty({ example: '1.0.0', maxLength: APP_VERSION_MAX })
  @IsString()
  @MaxLength(APP_VERSION_MAX)
  app_version: string;

  @ApiProperty({ description: 'Punches waiting in the journal', minimum: 0 })
  @IsInt()
  @Min(0)
  @Max(QUEUED_MAX)
  queued: number;

  @ApiProperty({ description: 'Sequence number of the newest journal entry', minimum: 0 })
  @IsInt()
  @Min(0)
  @Max(Number.MAX_SAFE_INTEGER)
  last_seq: number;
}

export class KioskHeartbeatResponseDto implements KioskHeartbeatResponse {
  @ApiProperty() locked: boolean;
  @ApiProperty({ description: 'Fetch GET /v1/kiosk/config again when it differs' })
  config_version: string;
}

class KioskBadgeVerificationDto implements KioskBadgeVerification {
  @ApiProperty({ description: "RFC 7638 thumbprint of the workspace's badge key" }) kid: string;
  @ApiProperty({ type: KioskPublicKeyDto }) public_key: KioskPublicKey;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description: 'id_user -> lowest valid badge version (members whose badge was rotated)',
  })
  min_versions: Record<string, number>;
  @ApiProperty({ type: [String], description: 'Members holding a badge who are not ACTIVE' })
  inactive_members: string[];
}

class KioskCardVerificationDto implements KioskCardVerification {
  @ApiProperty({ description: 'base64url HMAC key of the card hashes' }) salt: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Card hash -> id_user of its ACTIVE member',
  })
  card_hashes: Record<string, string>;
}

export class KioskConfigDto implements KioskConfig {
  @ApiProperty({ type: PairedKioskDto }) kiosk: PairedKioskDto;
  @ApiProperty({ type: KioskWorkspaceDto }) workspace: KioskWorkspaceDto;
  @ApiProperty({ description: "The workspace's kiosk switch (is_kiosk_enabled)" })
  enabled: boolean;
  @ApiProperty({ enum: Object.values(Locale) }) default_locale: Locale;
  @ApiProperty({ enum: Object.values(KioskMethod), isArray: true }) methods: KioskMethod[];
  @ApiProperty({ description: 'is_picture_enabled' }) selfie_required: boolean;
  @ApiProperty({
    type: KioskBadgeVerificationDto,
    nullable: true,
    description: 'Material to verify QR badges offline; null while QR badges are off',
  })
  badge_verification: KioskBadgeVerification | null;
  @ApiProperty({
    type: KioskCardVerificationDto,
    nullable: true,
    description: 'Material to recognise NFC cards offline; null while NFC is off',
  })
  card_verification: KioskCardVerification | null;
  @ApiProperty({ description: 'Changes whenever anything else in this answer changes' })
  config_version: string;
}
