// What the NFC process (nfc-process.ts) tells its parent, and what the parent may tell it. Plain
// objects: they cross Node's IPC channel and Electron's MessagePort (structured clone) alike.
import type { NfcStatus } from '../../bridge/kiosk-bridge.js';

export type NfcProcessMessage =
  | { type: 'card'; uid: string }
  | { type: 'status'; status: NfcStatus }
  /** Diagnostics (reader errors, reconnections), for the parent's log. */
  | { type: 'log'; message: string };

/** Asks the process to release the readers and exit. */
export interface NfcStopMessage {
  type: 'stop';
}

const STATES: readonly string[] = ['starting', 'no-service', 'no-reader', 'ready'];

function isStatus(value: unknown): value is NfcStatus {
  if (typeof value !== 'object' || value === null) return false;
  const { state, reader } = value as { state?: unknown; reader?: unknown };
  if (typeof state !== 'string' || !STATES.includes(state)) return false;
  return state !== 'ready' || typeof reader === 'string';
}

/** Messages cross a process boundary: the parent checks their shape before trusting them. */
export function isNfcProcessMessage(value: unknown): value is NfcProcessMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as { type?: unknown; uid?: unknown; status?: unknown; message?: unknown };
  switch (message.type) {
    case 'card':
      return typeof message.uid === 'string' && /^[0-9A-F]+$/.test(message.uid);
    case 'status':
      return isStatus(message.status);
    case 'log':
      return typeof message.message === 'string';
    default:
      return false;
  }
}

export function isNfcStopMessage(value: unknown): value is NfcStopMessage {
  return (
    typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'stop'
  );
}
