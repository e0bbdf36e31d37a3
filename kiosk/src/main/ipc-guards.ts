// What main accepts over IPC, as pure checks (ipc.ts applies them). The renderer is our own
// code, but it renders data from the network and a camera: whatever reaches the journal file is
// checked here first, so a compromised page cannot write garbage or huge records to disk.
// Electron-free, so unit-tested.
import { isPunchEntry, type PunchEntry } from '@punchcard/shared';

import type { IpcArgs, IpcChannel } from '../bridge/channels.js';
import type { SettledPunch } from '../core/engine-types.js';
import { isRendererUrl } from './renderer-origin.js';

/** More entries than a kiosk writes in weeks offline: a bigger batch is not our renderer. */
export const MAX_BATCH = 10_000;
/** One server verdict as JSON; the largest real one (a clock-in closing a time) is ~1 KB. */
export const MAX_VERDICT_BYTES = 16_384;

export class IpcArgumentError extends Error {
  constructor(channel: IpcChannel, problem: string) {
    super(`IPC "${channel}": ${problem}`);
    this.name = 'IpcArgumentError';
  }
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSeq = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

const isShortText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 2_000;

/**
 * A PunchResult in shape only: its details (times, breaks) are the server's and only shown.
 * error_key is any short string, not only a key this build knows: refusing a newer server's key
 * would leave the entry pending and resent forever.
 */
function isPunchResult(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (value.id !== null && typeof value.id !== 'string') return false;
  if (value.seq !== null && !isSeq(value.seq)) return false;
  if (value.status === 'rejected')
    return isShortText(value.error_key) && isShortText(value.message);
  return value.status === 'applied' || value.status === 'duplicate';
}

function isSettledPunch(value: unknown): value is SettledPunch {
  if (!isObject(value) || !isSeq(value.seq) || !isObject(value.outcome)) return false;
  const outcome = value.outcome;
  const valid =
    outcome.status === 'applied'
      ? isPunchResult(outcome.result)
      : outcome.status === 'rejected' &&
        isShortText(outcome.error_key) &&
        isShortText(outcome.message);
  return valid && JSON.stringify(value).length <= MAX_VERDICT_BYTES;
}

function batchOf<T>(
  channel: IpcChannel,
  value: unknown,
  isItem: (item: unknown) => item is T,
  what: string,
): T[] {
  if (!Array.isArray(value)) throw new IpcArgumentError(channel, `expected an array of ${what}`);
  if (value.length > MAX_BATCH) {
    throw new IpcArgumentError(channel, `at most ${MAX_BATCH} ${what} at once`);
  }
  const index = value.findIndex((item) => !isItem(item));
  if (index !== -1) throw new IpcArgumentError(channel, `item ${index} is not a valid ${what}`);
  return value as T[];
}

function arity(channel: IpcChannel, args: readonly unknown[], count: number): void {
  if (args.length !== count) {
    throw new IpcArgumentError(channel, `expected ${count} argument(s), got ${args.length}`);
  }
}

type Validators = { [C in IpcChannel]: (args: readonly unknown[]) => IpcArgs<C> };

const validators: Validators = {
  'app:get-version': (args) => (arity('app:get-version', args, 0), []),
  'journal:append': (args) => {
    arity('journal:append', args, 1);
    const [entry] = args;
    if (!isPunchEntry(entry)) throw new IpcArgumentError('journal:append', 'not a punch entry');
    return [entry];
  },
  'journal:last': (args) => (arity('journal:last', args, 0), []),
  'journal:pending': (args) => (arity('journal:pending', args, 0), []),
  'journal:settle': (args) => {
    arity('journal:settle', args, 1);
    return [batchOf('journal:settle', args[0], isSettledPunch, 'settled punch')];
  },
  'journal:resign': (args) => {
    arity('journal:resign', args, 1);
    const entries = batchOf<PunchEntry>('journal:resign', args[0], isPunchEntry, 'punch entry');
    return [entries];
  },
};

/** The arguments as the channel's handler expects them; throws IpcArgumentError otherwise. */
export function validateIpcArgs<C extends IpcChannel>(
  channel: C,
  args: readonly unknown[],
): IpcArgs<C> {
  const validate: (args: readonly unknown[]) => IpcArgs<C> = validators[channel];
  return validate(args);
}

export function isIpcChannel(name: string): name is IpcChannel {
  return Object.hasOwn(validators, name);
}

export interface SenderFacts {
  /** The message came from the web contents of the kiosk window this process created. */
  fromKioskWindow: boolean;
  /** The URL of the frame that sent it (null once that frame is gone). */
  frameUrl: string | null;
  isMainFrame: boolean;
}

/** Our window's top-level page, showing our renderer: not an iframe, not a page navigated away. */
export function isTrustedSender(facts: SenderFacts, base?: URL): boolean {
  return (
    facts.fromKioskWindow &&
    facts.isMainFrame &&
    facts.frameUrl !== null &&
    isRendererUrl(facts.frameUrl, base)
  );
}
