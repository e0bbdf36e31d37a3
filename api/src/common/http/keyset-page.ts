import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ErrorKey,
  KIOSK_ACTIVITY_PAGE_DEFAULT,
  KIOSK_ACTIVITY_PAGE_MAX,
  type KioskActivityQuery,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { badRequest } from '#src/common/errors/app.exception.js';
import { type Sql, sql } from '#src/database/sql/index.js';
import { IsUnixSeconds, UNIX } from './unix-seconds.js';

/**
 * Keyset paging of newest-first lists ordered by (a timestamp, id): the cursor names the last row
 * a page answered, so a row arriving meanwhile neither repeats nor skips one on the next page.
 */
export interface KeysetPosition {
  /** The timestamp in microseconds since the epoch: PostgreSQL keeps them, a JS Date does not. */
  micros: string;
  id: string;
}

/** What a paged repository answers: the rows plus the cursor after the last. */
export interface KeysetPage<T> {
  items: T[];
  next_before: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MICROS = /^\d{1,18}$/;
const CURSOR_MAX = 100;

/** The opaque text clients send back as `before`: base64url of `micros:id`. */
export function encodeBefore(position: KeysetPosition): string {
  return Buffer.from(`${position.micros}:${position.id}`, 'utf8').toString('base64url');
}

/** Reads a `before` cursor; anything this API did not give out is 400. */
export function decodeBefore(value: string): KeysetPosition {
  const [micros, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split(':');
  if (
    micros === undefined ||
    !MICROS.test(micros) ||
    id === undefined ||
    !UUID.test(id) ||
    rest.length > 0 ||
    encodeBefore({ micros, id }) !== value
  ) {
    throw badRequest(ErrorKey.BadRequest, 'before is not a cursor this list gave out.');
  }
  return { micros, id };
}

/** A reversed or empty range is 400, like the other range reads of this API. */
export function checkRange(query: { from?: number; to?: number }): void {
  if (query.from !== undefined && query.to !== undefined && query.to <= query.from) {
    throw badRequest(ErrorKey.BadRequest, 'to must be after from.');
  }
}

/** A checked kiosk activity query, as the repositories take it. */
export interface ActivityWindow {
  idKiosk: string | null;
  from: Date | null;
  to: Date | null;
  limit: number;
  before: KeysetPosition | null;
}

/** Checks the range and the cursor (400 for either) and fills in the default page size. */
export function activityWindow(query: KioskActivityQuery): ActivityWindow {
  checkRange(query);
  return {
    idKiosk: query.id_kiosk ?? null,
    from: query.from === undefined ? null : new Date(query.from * 1000),
    to: query.to === undefined ? null : new Date(query.to * 1000),
    limit: query.limit ?? KIOSK_ACTIVITY_PAGE_DEFAULT,
    before: query.before === undefined ? null : decodeBefore(query.before),
  };
}

/** Where a list's rows meet the window: kiosk, [from, to) and before the cursor. */
export function inWindow(columns: { kiosk: Sql; time: Sql; id: Sql }, window: ActivityWindow): Sql {
  return sql`(${window.idKiosk}::uuid IS NULL OR ${columns.kiosk} = ${window.idKiosk})
         AND (${window.from}::timestamptz IS NULL OR ${columns.time} >= ${window.from})
         AND (${window.to}::timestamptz IS NULL OR ${columns.time} < ${window.to})
         AND ${beforePosition(columns.time, columns.id, window.before)}`;
}

/** `(column, idColumn) < position`, exact to the microsecond. */
export function beforePosition(column: Sql, idColumn: Sql, position: KeysetPosition | null): Sql {
  if (!position) return sql`TRUE`;
  return sql`(${column}, ${idColumn}) <
    ('epoch'::timestamptz + ${position.micros}::bigint * interval '1 microsecond', ${position.id}::uuid)`;
}

/** A row read with the position its cursor names. */
export type Positioned<T> = T & { cursor_micros: string };

/**
 * Turns `limit + 1` rows into a page: the extra row only tells that another page follows.
 * `finish` maps a row to its wire shape.
 */
export function toPage<T extends { id: string }, W>(
  rows: Positioned<T>[],
  limit: number,
  finish: (row: T) => W,
): KeysetPage<W> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(({ cursor_micros: _position, ...row }) => finish(row as unknown as T)),
    next_before:
      rows.length > limit && last
        ? encodeBefore({ micros: last.cursor_micros, id: last.id })
        : null,
  };
}

const queryInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;

/** The kiosk activity lists' filters and paging: kiosk, [from, to) and a `before` cursor. */
export class KioskActivityQueryDto implements KioskActivityQuery {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  id_kiosk?: string;

  @ApiPropertyOptional({ ...UNIX, description: 'unix seconds, inclusive' })
  @Transform(queryInt)
  @IsOptional()
  @IsUnixSeconds()
  from?: number;

  @ApiPropertyOptional({ ...UNIX, description: 'unix seconds, exclusive; after from' })
  @Transform(queryInt)
  @IsOptional()
  @IsUnixSeconds()
  to?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: KIOSK_ACTIVITY_PAGE_MAX,
    default: KIOSK_ACTIVITY_PAGE_DEFAULT,
  })
  @Transform(queryInt)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(KIOSK_ACTIVITY_PAGE_MAX)
  limit?: number;

  @ApiPropertyOptional({
    maxLength: CURSOR_MAX,
    description: 'next_before of the previous page; 400 for anything else',
  })
  @IsOptional()
  @IsString()
  @MaxLength(CURSOR_MAX)
  before?: string;
}
