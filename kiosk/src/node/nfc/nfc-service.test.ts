// The NFC service against the real middleware: a pcscd of the test's own with vsmartcard's vpcd
// driver, and a virtual card on its socket. Runs as root (pcscd's socket lives in /run/pcscd).
import { setTimeout as sleep } from 'node:timers/promises';
import type { NfcStatus } from '../../bridge/kiosk-bridge.js';
import { Pcscd } from '../testing/pcscd.js';
import { VirtualCard } from '../testing/virtual-card.js';
import { waitFor } from '../testing/wait-for.js';
import { NfcService } from './nfc-service.js';

jest.setTimeout(60_000);

const UID = '04A1B2C3D4E580';
const pcscd = new Pcscd();
const card = new VirtualCard();
let service: NfcService;
let cards: string[];
let statuses: NfcStatus[];

beforeAll(() => pcscd.reserve());

beforeEach(() => {
  cards = [];
  statuses = [];
  service = new NfcService({ retryMs: 200, watchdogMs: 500 });
  service.on('card', (uid) => cards.push(uid));
  service.on('status', (status) => statuses.push(status));
});

afterEach(async () => {
  service.stop();
  await card.remove();
  // Let the reader see the slot empty before the next test puts a card on it.
  await sleep(500);
});

afterAll(() => pcscd.stop());

const state = () => service.status.state;

describe('NfcService with pcscd and a vpcd virtual card', () => {
  it('says there is no service while pcscd is down, without blocking, and connects once it starts', async () => {
    const started = Date.now();
    service.start();
    await waitFor('no-service', () => state() === 'no-service', 5000);
    // The event loop kept turning: a timer fires on time while the service looks for pcscd.
    const before = Date.now();
    await sleep(300);
    expect(Date.now() - before).toBeLessThan(1000);
    expect(Date.now() - started).toBeLessThan(5000);

    await pcscd.start();
    await waitFor('ready', () => state() === 'ready', 10_000);
    expect(service.status).toEqual({ state: 'ready', reader: 'Virtual PCD 00 00' });
    expect(statuses.map((s) => s.state)).toEqual(['no-service', 'ready']);
  });

  it('reports one card per tap, upper-case, however long the card stays', async () => {
    await pcscd.start();
    service.start();
    await waitFor('ready', () => state() === 'ready');
    await card.insert(UID.toLowerCase());
    await waitFor('the card', () => cards.length === 1);
    expect(cards).toEqual([UID]);
    // Left on the reader: still one tap.
    await sleep(1500);
    expect(cards).toEqual([UID]);
    // Taken away and back at once (a card at the edge of the field): the same tap.
    await card.remove();
    await card.insert(UID);
    await sleep(1000);
    expect(cards).toEqual([UID]);
    // Taken away, then tapped again later: a second tap; another card at once: a third.
    await card.remove();
    await sleep(1700);
    await card.insert(UID);
    await waitFor('the second tap', () => cards.length === 2);
    await card.remove();
    await card.insert('DEADBEEF');
    await waitFor('the other card', () => cards.length === 3);
    expect(cards).toEqual([UID, UID, 'DEADBEEF']);
  });

  it('recovers when pcscd restarts, and reads cards again', async () => {
    await pcscd.start();
    service.start();
    await waitFor('ready', () => state() === 'ready');
    await card.insert(UID);
    await waitFor('the card', () => cards.length === 1);
    await card.remove();
    await sleep(500);

    await pcscd.restart();
    await waitFor('ready again', () =>
      statuses.slice(1).some((s) => s.state === 'no-service') ? state() === 'ready' : false,
    );
    await sleep(1600);
    await card.insert(UID);
    await waitFor('a card after the restart', () => cards.length === 2);
    expect(cards).toEqual([UID, UID]);
  });

  it('goes back to no-service when pcscd stops for good, and stop() lets the process go', async () => {
    await pcscd.start();
    service.start();
    await waitFor('ready', () => state() === 'ready');
    await pcscd.stop();
    await pcscd.reserve();
    await waitFor('no-service', () => state() === 'no-service', 5000);
    service.stop();
    expect(state()).toBe('no-service');
  });
});
