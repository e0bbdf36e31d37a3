import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type CreateSealBody,
  type ReopenSealBody,
  type Seal,
  type SealListQuery,
  type SealPerson,
  SealStatus,
  SealUnit,
  type SealVerification,
  toUnixSeconds,
  toUnixSecondsOrNull,
} from '@punchcard/shared';
import { IsIn, IsISO8601, IsOptional, IsString, Length, Matches } from 'class-validator';
import type { SealRow } from './seals.repository.js';

export const REOPEN_REASON_MAX = 500;
const UNITS = Object.values(SealUnit);
const STATUSES = Object.values(SealStatus);

export class CreateSealDto implements CreateSealBody {
  @ApiProperty({ enum: UNITS, description: "The workspace's local week (its week start) or month" })
  @IsIn(UNITS)
  unit: SealUnit;

  @ApiProperty({ example: '2026-03-15', description: 'A local date inside the period' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be YYYY-MM-DD' })
  @IsISO8601({ strict: true })
  date: string;
}

export class ReopenSealDto implements ReopenSealBody {
  @ApiProperty({ minLength: 1, maxLength: REOPEN_REASON_MAX, description: 'Kept with the seal' })
  @IsString()
  @Length(1, REOPEN_REASON_MAX)
  reason: string;
}

export class SealListQueryDto implements SealListQuery {
  @ApiPropertyOptional({ enum: STATUSES })
  @IsOptional()
  @IsIn(STATUSES)
  status?: SealStatus;
}

export class VerifyDigestQueryDto {
  @ApiPropertyOptional({
    description: "SHA-256 hex to check; without it, the period's content as it is now is checked",
  })
  @IsOptional()
  @Matches(/^[0-9a-fA-F]{64}$/, { message: 'digest must be 64 hexadecimal digits' })
  digest?: string;
}

export class SealPersonDto implements SealPerson {
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty() name: string;
}

export class SealDto implements Seal {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: UNITS }) unit: SealUnit;
  @ApiProperty({ example: '2026-03-01' }) first_day: string;
  @ApiProperty({ example: '2026-03-31', description: 'Inclusive' }) last_day: string;
  @ApiProperty({ description: 'unix seconds' }) start: number;
  @ApiProperty({ description: 'unix seconds, exclusive' }) end: number;
  @ApiProperty({ example: 'Asia/Tokyo' }) time_zone: string;
  @ApiProperty({ enum: STATUSES }) status: SealStatus;
  @ApiProperty({ description: 'SHA-256 hex of the canonical content at sealing' }) digest: string;
  @ApiProperty({ description: 'unix seconds' }) sealed_at: number;
  @ApiProperty({ type: SealPersonDto }) sealed_by: SealPersonDto;
  @ApiProperty({ type: Number, nullable: true }) reopened_at: number | null;
  @ApiProperty({ type: SealPersonDto, nullable: true }) reopened_by: SealPersonDto | null;
  @ApiProperty({ type: String, nullable: true }) reopen_reason: string | null;
}

export class SealVerificationDto implements SealVerification {
  @ApiProperty({ type: SealDto }) seal: SealDto;
  @ApiProperty({ description: 'The digest given, or the one computed from the file or period' })
  checked_digest: string;
  @ApiProperty({ description: "It equals the seal's digest" }) matches: boolean;
  @ApiProperty({ description: "The period's stored time still hashes to the seal's digest" })
  content_unchanged: boolean;
}

export function toSeal(row: SealRow): Seal {
  return {
    id: row.id,
    unit: row.unit,
    first_day: row.first_day,
    last_day: row.last_day,
    start: toUnixSeconds(row.start_at),
    end: toUnixSeconds(row.end_at),
    time_zone: row.time_zone,
    status: row.reopened_at === null ? SealStatus.Sealed : SealStatus.Reopened,
    digest: row.digest,
    sealed_at: toUnixSeconds(row.sealed_at),
    sealed_by: { id_user: row.sealed_by, name: row.sealed_by_name },
    reopened_at: toUnixSecondsOrNull(row.reopened_at),
    reopened_by:
      row.reopened_by === null
        ? null
        : { id_user: row.reopened_by, name: row.reopened_by_name ?? '' },
    reopen_reason: row.reopen_reason,
  };
}
