/**
 * A kiosk punch journal entry and its canonical form (docs/kiosk-protocol.md). The canonical form
 * is the exact byte string that is hashed and signed: JSON with sorted keys, no whitespace and only
 * printable ASCII, so that a microcontroller can print it with snprintf, without a JSON library,
 * Unicode tables or floating point.
 */
import { KioskMethod } from './contracts/kiosks.js';
import type { UnixSeconds } from './time.js';

export const PunchAction = {
  ClockIn: 'clock_in',
  ClockOut: 'clock_out',
  BreakStart: 'break_start',
  BreakEnd: 'break_end',
} as const;
export type PunchAction = (typeof PunchAction)[keyof typeof PunchAction];

/** Who punched: the session `identify` answered online, or the raw method and value offline. */
export type PunchCredential = { kiosk_session: string } | { method: KioskMethod; value: string };

/** What the kiosk states about a punch: everything but its chain link and proofs. */
export interface PunchBody {
  /** Chosen by the kiosk (a lowercase UUID); unique per kiosk. */
  id: string;
  /** 1 for the first entry of the kiosk's journal, then +1 per entry, never reused. */
  seq: number;
  /** When it happened, by the kiosk's clock. */
  at: UnixSeconds;
  action: PunchAction;
  credential: PunchCredential;
  /** The selfie uploaded with POST /v1/kiosk/selfies (possibly later). */
  selfie_id?: string;
  /** Clock-in only: when the member really left the forgotten open workspace time it closes. */
  left_at?: UnixSeconds;
}

/** The signed part: the body and the hash of the previous entry. */
export interface UnsignedPunch extends PunchBody {
  prev_hash: string;
}

/** A journal entry as the kiosk stores and sends it. */
export interface PunchEntry extends UnsignedPunch {
  /** Lowercase hex SHA-256 of the canonical form. */
  hash: string;
  /** ECDSA P-256 / SHA-256 over the canonical form: raw r||s, unpadded base64url (86 chars). */
  signature: string;
}

/** Longest string value in an entry (a QR badge token is the longest in practice). */
export const PUNCH_STRING_MAX = 2048;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HASH = /^[0-9a-f]{64}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;
/** Printable ASCII: nothing a constrained implementation would have to escape but `"` and `\`. */
const PRINTABLE = /^[\x20-\x7e]+$/;
const ACTIONS: readonly string[] = Object.values(PunchAction);
const METHODS: readonly string[] = Object.values(KioskMethod);
const BODY_FIELDS = ['id', 'seq', 'at', 'action', 'credential', 'selfie_id', 'left_at'];
const ENTRY_FIELDS = [...BODY_FIELDS, 'prev_hash', 'hash', 'signature'];

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= PUNCH_STRING_MAX && PRINTABLE.test(value);

function unknownField(value: Fields, allowed: readonly string[]): string | undefined {
  return Object.keys(value).find((key) => !allowed.includes(key));
}

function credentialProblem(credential: unknown): string | null {
  if (!isObject(credential)) return 'credential must be an object';
  if ('kiosk_session' in credential) {
    const extra = unknownField(credential, ['kiosk_session']);
    if (extra !== undefined) return `credential has an unexpected field ${extra}`;
    return isText(credential.kiosk_session) ? null : 'credential.kiosk_session is not valid';
  }
  const extra = unknownField(credential, ['method', 'value']);
  if (extra !== undefined) return `credential has an unexpected field ${extra}`;
  if (typeof credential.method !== 'string' || !METHODS.includes(credential.method)) {
    return 'credential.method must be one of pin, qr, nfc';
  }
  return isText(credential.value) ? null : 'credential.value is not valid';
}

/** The first thing wrong with a body's fields (ignoring fields it does not know); null if none. */
function bodyProblem(value: Fields): string | null {
  if (typeof value.id !== 'string' || !UUID.test(value.id)) return 'id must be a lowercase UUID';
  if (!isCount(value.seq)) return 'seq must be an integer from 1';
  if (!isCount(value.at)) return 'at must be a positive integer (unix seconds)';
  if (typeof value.action !== 'string' || !ACTIONS.includes(value.action)) {
    return 'action must be one of clock_in, clock_out, break_start, break_end';
  }
  const credential = credentialProblem(value.credential);
  if (credential) return credential;
  if (
    value.selfie_id !== undefined &&
    (typeof value.selfie_id !== 'string' || !UUID.test(value.selfie_id))
  ) {
    return 'selfie_id must be a lowercase UUID when present';
  }
  // undefined counts as absent (a TypeScript caller's optional field); JSON null does not.
  if (value.left_at !== undefined) {
    if (value.action !== PunchAction.ClockIn) return 'left_at is allowed on clock_in only';
    if (!isCount(value.left_at) || value.left_at > value.at) {
      return 'left_at must be a positive integer not after at';
    }
  }
  return null;
}

/** The first thing wrong with a received entry, in words for the refusal log; null if none. */
export function punchEntryProblem(value: unknown): string | null {
  if (!isObject(value)) return 'an entry must be an object';
  // Fields outside the canonical form would travel unsigned; refuse them rather than ignore them.
  const extra = unknownField(value, ENTRY_FIELDS);
  if (extra !== undefined) return `unexpected field ${extra}`;
  const body = bodyProblem(value);
  if (body) return body;
  if (typeof value.prev_hash !== 'string' || !HASH.test(value.prev_hash)) {
    return 'prev_hash must be 64 lowercase hex digits';
  }
  if (typeof value.hash !== 'string' || !HASH.test(value.hash)) {
    return 'hash must be 64 lowercase hex digits';
  }
  if (typeof value.signature !== 'string' || !SIGNATURE.test(value.signature)) {
    return 'signature must be 86 base64url characters (raw r||s, unpadded)';
  }
  return null;
}

export function isPunchEntry(value: unknown): value is PunchEntry {
  return punchEntryProblem(value) === null;
}

/** A string as a JSON string literal: only `"` and `\` need escaping in printable ASCII. */
function quoted(text: string): string {
  if (!isText(text)) throw new RangeError('journal strings are printable ASCII');
  return `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

function canonicalCredential(credential: PunchCredential): string {
  if ('kiosk_session' in credential) return `{"kiosk_session":${quoted(credential.kiosk_session)}}`;
  return `{"method":${quoted(credential.method)},"value":${quoted(credential.value)}}`;
}

/**
 * The canonical form: a JSON object of the signed fields in byte order of their names (action, at,
 * credential, id, left_at, prev_hash, selfie_id, seq), no whitespace, integers in plain decimal,
 * absent optional fields left out (never null). Throws on an entry that does not validate, since
 * no canonical form exists for it.
 */
export function canonicalPunch(entry: UnsignedPunch): string {
  const problem = bodyProblem(entry as unknown as Fields);
  if (problem) throw new RangeError(problem);
  if (!HASH.test(entry.prev_hash))
    throw new RangeError('prev_hash must be 64 lowercase hex digits');
  const fields = [
    `"action":${quoted(entry.action)}`,
    `"at":${String(entry.at)}`,
    `"credential":${canonicalCredential(entry.credential)}`,
    `"id":${quoted(entry.id)}`,
    ...(entry.left_at === undefined ? [] : [`"left_at":${String(entry.left_at)}`]),
    `"prev_hash":${quoted(entry.prev_hash)}`,
    ...(entry.selfie_id === undefined ? [] : [`"selfie_id":${quoted(entry.selfie_id)}`]),
    `"seq":${String(entry.seq)}`,
  ];
  return `{${fields.join(',')}}`;
}

/** The signed fields of an entry, without its hash and signature. */
export function unsignedPart(entry: PunchEntry): UnsignedPunch {
  const { hash: _hash, signature: _signature, ...unsigned } = entry;
  return unsigned;
}
