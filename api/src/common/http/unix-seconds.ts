import type { ApiPropertyOptions } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

/** 9999-12-31T23:59:59Z: keeps unix seconds inside what timestamptz and Date both hold. */
export const UNIX_SECONDS_MAX = 253_402_300_799;

/** OpenAPI shape of a unix-seconds field. */
export const UNIX: ApiPropertyOptions = { type: 'integer', description: 'unix seconds' };
export const UNIX_OR_NULL: ApiPropertyOptions = { ...UNIX, nullable: true };

/** Whole unix seconds, within what the database holds. */
export function IsUnixSeconds(): PropertyDecorator {
  return (target, key) => {
    IsInt()(target, key);
    Min(0)(target, key);
    Max(UNIX_SECONDS_MAX)(target, key);
  };
}
