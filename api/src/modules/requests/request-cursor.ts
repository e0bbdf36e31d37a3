import { ErrorKey } from '@punchcard/shared';
import { badRequest } from '#src/common/errors/app.exception.js';

/** Which ordering a cursor belongs to: member lists by creation, the pending list by submission. */
export type CursorOrder = 'created' | 'submitted';

/**
 * A position in a request list: the ordering column in microseconds since the epoch (PostgreSQL
 * keeps microseconds, a JS Date only milliseconds, so the value travels as digits) and the id
 * that breaks ties.
 */
export interface RequestCursor {
  order: CursorOrder;
  micros: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MICROS = /^\d{1,18}$/;

/** The opaque text clients send back: base64url of `order:micros:id`. */
export function encodeCursor(cursor: RequestCursor): string {
  return Buffer.from(`${cursor.order}:${cursor.micros}:${cursor.id}`, 'utf8').toString('base64url');
}

/** Reads a cursor of `order`; anything else (garbage, another list's cursor) is 400. */
export function decodeCursor(value: string, order: CursorOrder): RequestCursor {
  const [tag, micros, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split(':');
  if (
    tag !== order ||
    micros === undefined ||
    !MICROS.test(micros) ||
    id === undefined ||
    !UUID.test(id) ||
    rest.length > 0 ||
    encodeCursor({ order, micros, id }) !== value
  ) {
    throw badRequest(ErrorKey.BadRequest, 'The cursor is not one this list gave out.');
  }
  return { order, micros, id };
}
