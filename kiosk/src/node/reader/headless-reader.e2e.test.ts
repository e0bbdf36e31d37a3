// End to end, as on a Raspberry Pi at the door: the built API, a pcscd with the vpcd virtual
// reader, the same NFC service and engine the punchcard-reader command runs. Pair with a code a
// manager made, tap a card bound to a member -> clocked in on the server; pcscd restarts ->
// tap -> clocked out; the server goes away -> tap -> clocked in on the reader, sent once back.
import { WorkStatus } from '@punchcard/shared';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { NfcService } from '../nfc/nfc-service.js';
import { ApiServer } from '../testing/api-server.js';
import { clockStatus, kioskPunches, readerWorld, type ReaderWorld } from '../testing/api-world.js';
import { Pcscd } from '../testing/pcscd.js';
import { VirtualCard } from '../testing/virtual-card.js';
import { waitFor } from '../testing/wait-for.js';
import { HeadlessReader, type TapReport } from './headless-reader.js';
import { openReaderEngine, type ReaderEngine } from './reader-engine.js';

jest.setTimeout(180_000);

const PORT = Number(process.env.READER_E2E_PORT ?? 4391);
const pcscd = new Pcscd();
const card = new VirtualCard();
let server: ApiServer;
let world: ReaderWorld;
let dataDir: string;
let reader: ReaderEngine | null = null;
let nfc: NfcService | null = null;

beforeAll(async () => {
  server = await ApiServer.start({ port: PORT });
  world = await readerWorld(server.url, server.dataDir);
  dataDir = await mkdtemp(join(tmpdir(), 'punchcard-reader-'));
  await pcscd.start();
});

afterAll(async () => {
  nfc?.stop();
  await reader?.close();
  await card.remove();
  await pcscd.stop();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Puts the card on the reader and waits for the reader's report of that tap. */
async function tap(reports: TapReport[]): Promise<TapReport> {
  const before = reports.length;
  await card.insert(world.cardUid);
  const report = await waitFor('the tap', () => reports[before], 20_000);
  await card.remove();
  // The same card again this soon would be the same tap.
  await sleep(1700);
  return report;
}

it('pairs, then each tap toggles the member in and out, through a pcscd restart and an outage', async () => {
  reader = await openReaderEngine({
    dataDir,
    serverUrl: server.url,
    appVersion: 'punchcard-reader/test',
    overrides: { intervals: { retryMs: 200, retryMaxMs: 1000, heartbeatMs: 2000 } },
  });
  const { engine } = reader;
  await engine.start();
  await engine.pair(world.pairingCode);
  await waitFor('ready', () => engine.getSnapshot().phase === 'ready');
  expect(engine.getSnapshot().config?.methods).toContain('nfc');

  const hookFile = join(dataDir, 'hook.log');
  const lines: string[] = [];
  const reports: TapReport[] = [];
  const taps = new HeadlessReader({
    engine,
    hook: `echo "$PUNCH_ACTION $PUNCH_RESULT" >> '${hookFile}'`,
    log: (line) => lines.push(line),
  });
  nfc = new NfcService({ retryMs: 200, watchdogMs: 500 });
  nfc.on('card', (uid) => {
    void taps.tap(uid).then((report) => report && reports.push(report));
  });
  nfc.start();
  await waitFor('the reader', () => nfc?.status.state === 'ready');

  const first = await tap(reports);
  expect(first).toMatchObject({ action: 'clock_in', result: 'ok', member: world.memberName });
  expect((await clockStatus(world)).work_status).toBe(WorkStatus.Working);

  await pcscd.restart();
  await waitFor('the reader back', () => nfc?.status.state === 'ready', 20_000);
  expect(await tap(reports)).toMatchObject({ action: 'clock_out', result: 'ok' });
  expect((await clockStatus(world)).work_status).toBe(WorkStatus.NotWorking);

  // The server is gone: the card is checked on the reader and the punch waits in the journal.
  await server.halt();
  expect(await tap(reports)).toMatchObject({ action: 'clock_in', result: 'offline' });
  expect(await reader.journal.pending()).toHaveLength(1);
  await server.launch();
  await waitFor(
    'the backlog sent',
    async () => (await reader?.journal.pending())?.length === 0,
    30_000,
  );
  expect((await clockStatus(world)).work_status).toBe(WorkStatus.Working);

  const punches = await kioskPunches(world);
  expect(punches.map((p) => [p.seq, p.action, p.status, p.credential_kind])).toEqual([
    [1, 'clock_in', 'applied', 'session'],
    [2, 'clock_out', 'applied', 'session'],
    [3, 'clock_in', 'applied', 'nfc'],
  ]);
  await waitFor(
    'the hooks',
    async () => (await readFile(hookFile, 'utf8').catch(() => '')).split('\n').length > 3,
  );
  expect((await readFile(hookFile, 'utf8')).trim().split('\n')).toEqual([
    'clock_in ok',
    'clock_out ok',
    'clock_in offline',
  ]);
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(/ clock_in ok Ada Lovelace \(card …[0-9A-F]{4}\)$/);
});
