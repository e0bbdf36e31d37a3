import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import type { TimeMetadata } from '@punchcard/shared';
import { IsInt, Max, Min } from 'class-validator';

/** 9999-12-31T23:59:59Z: keeps unix seconds inside what timestamptz and Date both hold. */
const UNIX_MAX = 253_402_300_799;

export const UNIX: ApiPropertyOptions = { type: 'integer', description: 'unix seconds' };
export const UNIX_OR_NULL: ApiPropertyOptions = { ...UNIX, nullable: true };

/** Whole unix seconds, within what the database holds. */
export function IsUnixSeconds(): PropertyDecorator {
  return (target, key) => {
    IsInt()(target, key);
    Min(0)(target, key);
    Max(UNIX_MAX)(target, key);
  };
}

/** One end of a workspace time or break (shared by both shapes). */
export class TimeMetadataDto implements TimeMetadata {
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: Number, nullable: true }) latitude: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude: number | null;
  @ApiProperty({ type: String, nullable: true }) user_agent: string | null;
  @ApiProperty({ type: String, nullable: true }) ip_address: string | null;
}
