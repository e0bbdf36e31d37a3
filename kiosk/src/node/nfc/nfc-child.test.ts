// The NFC process as the Electron shell and the headless reader run it: forked, talking over
// IPC, started again when it dies. The TypeScript entry runs through tsx, as built JS would run.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { NfcStatus } from '../../bridge/kiosk-bridge.js';
import { Pcscd } from '../testing/pcscd.js';
import { VirtualCard } from '../testing/virtual-card.js';
import { waitFor } from '../testing/wait-for.js';
import { NfcChild, type NfcProcessLauncher } from './nfc-child.js';
import { isNfcProcessMessage } from './nfc-messages.js';

jest.setTimeout(60_000);

const ENTRY = fileURLToPath(new URL('./nfc-process.ts', import.meta.url));
const pcscd = new Pcscd();
const card = new VirtualCard();
const forked: ChildProcess[] = [];
const closed = new Set<ChildProcess>();

/** Node's fork, keeping each process so the test can kill one as a crash would. */
const launch: NfcProcessLauncher = (entry) => {
  const child = fork(entry, [], { execArgv: ['--import', 'tsx'], stdio: 'ignore' as const });
  forked.push(child);
  child.on('close', () => closed.add(child));
  return {
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) =>
      child.on('exit', (code) => {
        listener(code);
      }),
    postMessage: (message) => {
      if (child.connected) child.send(message);
    },
    kill: () => child.kill('SIGKILL'),
  };
};

beforeAll(() => pcscd.start());
afterAll(async () => {
  // Gone with their IPC channels closed, or the test worker cannot exit.
  await waitFor('the processes gone', () => forked.every((child) => closed.has(child)));
  await card.remove();
  await pcscd.stop();
});

describe('NfcChild', () => {
  it('re-emits the process cards and statuses, and starts it again after a crash', async () => {
    const nfc = new NfcChild({ entry: ENTRY, launch, restartDelayMs: 100 });
    const cards: string[] = [];
    const statuses: NfcStatus[] = [];
    nfc.on('card', (uid) => cards.push(uid));
    nfc.on('status', (status) => statuses.push(status));
    nfc.start();
    try {
      await waitFor('ready', () => nfc.status.state === 'ready', 20_000);
      await card.insert('04A1B2C3D4E580');
      await waitFor('the card', () => cards.length === 1);
      await card.remove();

      forked[0]?.kill('SIGKILL');
      await waitFor('a second process', () => forked.length === 2);
      await waitFor('ready again', () => nfc.status.state === 'ready', 20_000);
      expect(statuses.map((s) => s.state)).toContain('starting');
      await card.insert('DEADBEEF');
      await waitFor('a card read by the new process', () => cards.length === 2);
      expect(cards).toEqual(['04A1B2C3D4E580', 'DEADBEEF']);
    } finally {
      await nfc.stop();
    }
  });

  it('checks what crosses the process boundary', () => {
    expect(isNfcProcessMessage({ type: 'card', uid: '04A1B2C3' })).toBe(true);
    expect(isNfcProcessMessage({ type: 'card', uid: '04a1b2c3' })).toBe(false);
    expect(isNfcProcessMessage({ type: 'status', status: { state: 'ready' } })).toBe(false);
    expect(isNfcProcessMessage({ type: 'status', status: { state: 'ready', reader: 'R' } })).toBe(
      true,
    );
    expect(isNfcProcessMessage({ type: 'log', message: 'x' })).toBe(true);
    expect(isNfcProcessMessage({ type: 'other' })).toBe(false);
  });
});
