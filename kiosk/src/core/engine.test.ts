import { ErrorKey, genesisHash } from '@punchcard/shared';
import type { Identification, KioskEngine, PunchOutcome } from './engine-types.js';
import { isKioskError } from './kiosk-error.js';
import { fakeConfig, identified } from './testing/fake-kiosk-server.js';
import { type Harness, harness, waitFor } from './testing/engine-harness.js';
import { generatePunchKeyPair, publicKeyJwk } from './web-crypto.js';

const ALICE = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const OTHER_KIOSK = '2b1f6c3e-8d4a-4f7b-9c2e-5a6d7e8f9a0b';

async function paired(): Promise<Harness> {
  const h = harness();
  h.server.members.set('4821', identified(ALICE, 'Alice'));
  await h.engine.start();
  await h.engine.pair('acde3467');
  await waitFor(() => h.engine.getSnapshot().phase === 'ready');
  return h;
}

async function keyOf(promise: Promise<unknown>): Promise<string | undefined> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return isKioskError(error) ? error.details.key : 'no KioskError';
}

const punchAll = async (engine: KioskEngine, who: Identification, actions: string[]) => {
  const outcomes: Promise<PunchOutcome>[] = [];
  for (const action of actions) {
    const receipt = await engine.punch({
      identification: who,
      action: action as 'clock_in',
    });
    outcomes.push(receipt.outcome);
  }
  return outcomes;
};

describe('the kiosk engine', () => {
  let h: Harness | null = null;
  afterEach(() => h?.engine.stop());

  it('starts unpaired, pairs with a code and keeps a non-extractable key', async () => {
    h = harness();
    await h.engine.start();
    expect(h.engine.getSnapshot().phase).toBe('unpaired');
    expect(h.engine.getSnapshot()).toBe(h.engine.getSnapshot());
    expect(await keyOf(h.engine.pair('WRONG123'))).toBe(ErrorKey.KioskPairingCodeInvalid);
    await h.engine.pair(' acde3467 ');
    await waitFor(() => h?.engine.getSnapshot().phase === 'ready');
    const snapshot = h.engine.getSnapshot();
    expect(snapshot).toMatchObject({ online: true, kiosk: { name: 'Front door' } });
    expect(snapshot.config?.config_version).toBe('v1');
    const stored = h.device.records.device;
    expect((stored?.keys.privateKey as CryptoKey).extractable).toBe(false);
  });

  it('identifies and punches online; the outcome follows the receipt', async () => {
    h = await paired();
    const who = await h.engine.identify('pin', '4821');
    expect(who.mode).toBe('online');
    const receipt = await h.engine.punch({ identification: who, action: 'clock_in' });
    expect(receipt.entry.credential).toEqual({ kiosk_session: `ks.${ALICE.slice(0, 8)}` });
    expect(await receipt.outcome).toMatchObject({ status: 'applied' });
    expect(h.server.applied.map((entry) => entry.id)).toEqual([receipt.entry.id]);
    await waitFor(() => h?.engine.getSnapshot().queued === 0);
  });

  it('tells a refusal from an outage: only an unreachable API identifies on the device', async () => {
    h = await paired();
    expect(await keyOf(h.engine.identify('nfc', '04A1B2C3D4E580'))).toBe(
      ErrorKey.KioskCredentialUnknown,
    );
    expect(await keyOf(h.engine.identify('pin', '0000'))).toBe(ErrorKey.InvalidPin);
    expect(h.engine.getSnapshot().online).toBe(true);
    h.server.offline = true;
    expect(await h.engine.identify('pin', '0000')).toMatchObject({ mode: 'offline', member: null });
    expect(h.engine.getSnapshot().online).toBe(false);
  });

  it('keeps punching offline and syncs the backlog once, in order, when the API is back', async () => {
    h = await paired();
    const online = await h.engine.identify('pin', '4821');
    await h.engine.punch({ identification: online, action: 'clock_in' });
    await waitFor(() => h?.server.applied.length === 1);
    h.server.offline = true;
    const offline = await h.engine.identify('pin', '4821');
    expect(offline.mode).toBe('offline');
    const outcomes = await punchAll(h.engine, offline, ['break_start', 'break_end', 'clock_out']);
    expect(h.engine.getSnapshot()).toMatchObject({ online: false, queued: 3 });
    h.server.offline = false;
    await waitFor(() => h?.engine.getSnapshot().queued === 0);
    expect((await Promise.all(outcomes)).map((outcome) => outcome.status)).toEqual(
      Array(3).fill('applied'),
    );
    expect(h.server.applied.map((entry) => entry.action)).toEqual([
      'clock_in',
      'break_start',
      'break_end',
      'clock_out',
    ]);
    expect(h.engine.getSnapshot().online).toBe(true);
  });

  it('sends what a restart left in the journal, exactly once, even if the answer was lost', async () => {
    h = await paired();
    h.server.offline = true;
    const who = await h.engine.identify('pin', '4821');
    const outcomes = await punchAll(h.engine, who, ['clock_in', 'clock_out']);
    expect(outcomes).toHaveLength(2);
    h.server.offline = false;
    h.server.loseAnswers = 1;
    const restarted = h.restart();
    h = restarted;
    await restarted.engine.start();
    await waitFor(() => restarted.engine.getSnapshot().queued === 0);
    expect(restarted.server.applied.map((entry) => entry.seq)).toEqual([1, 2]);
  });

  it('shows a refused punch until acknowledged', async () => {
    h = await paired();
    h.server.businessRule = () => ({ error_key: ErrorKey.KioskPunchTooOld, message: 'Too old' });
    const who = await h.engine.identify('pin', '4821');
    const { outcome, entry } = await h.engine.punch({ identification: who, action: 'clock_in' });
    expect(await outcome).toEqual({
      status: 'rejected',
      error_key: ErrorKey.KioskPunchTooOld,
      message: 'Too old',
    });
    expect(h.engine.getSnapshot().rejected).toEqual([
      expect.objectContaining({ id: entry.id, error_key: ErrorKey.KioskPunchTooOld }),
    ]);
    expect(h.device.records.rejected).toHaveLength(1);
    h.engine.acknowledgeRejected();
    expect(h.engine.getSnapshot().rejected).toEqual([]);
  });

  it('needs attention when the server refuses its signatures, and re-pairing fixes it', async () => {
    h = await paired();
    const who = await h.engine.identify('pin', '4821');
    h.server.publicKey = await publicKeyJwk(await generatePunchKeyPair());
    await h.engine.punch({ identification: who, action: 'clock_in' });
    await waitFor(() => h?.engine.getSnapshot().needs_attention === true);
    expect(h.engine.getSnapshot().queued).toBe(1);
    h.server.pairingCodes.add('KMNP4679');
    await h.engine.pair('KMNP4679');
    expect(h.engine.getSnapshot().needs_attention).toBe(false);
    await waitFor(() => h?.engine.getSnapshot().queued === 0);
    expect(h.server.applied).toHaveLength(1);
  });

  it('uploads a selfie stored with its punch, retrying until the server has it', async () => {
    h = await paired();
    h.server.selfieFailures = [503, 503];
    const who = await h.engine.identify('pin', '4821');
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });
    const { entry } = await h.engine.punch({
      identification: who,
      action: 'clock_in',
      selfie: jpeg,
    });
    expect(entry.selfie_id).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => h?.server.selfies.has(entry.selfie_id ?? '') === true);
    await waitFor(() => h?.engine.getSnapshot().selfies_queued === 0);
    expect(h.selfies.selfies.size).toBe(0);
  });

  it('keeps an offline selfie until the API is back, then uploads it beside its entry', async () => {
    h = await paired();
    h.server.offline = true;
    const who = await h.engine.identify('pin', '4821');
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });
    const { entry } = await h.engine.punch({
      identification: who,
      action: 'clock_in',
      selfie: jpeg,
    });
    expect(h.engine.getSnapshot()).toMatchObject({ queued: 1, selfies_queued: 1 });
    h.server.offline = false;
    await waitFor(() => h?.engine.getSnapshot().selfies_queued === 0);
    await waitFor(() => h?.engine.getSnapshot().queued === 0);
    expect([...h.server.selfies.keys()]).toEqual([entry.selfie_id]);
    expect(h.server.applied[0]?.selfie_id).toBe(entry.selfie_id);
  });
});

describe('pairing again', () => {
  let h: Harness | null = null;
  afterEach(() => h?.engine.stop());

  it('starts a new chain when paired as another kiosk, listing what the old one never sent', async () => {
    h = await paired();
    h.server.offline = true;
    const who = await h.engine.identify('pin', '4821');
    const stranded = await h.engine.punch({ identification: who, action: 'clock_in' });
    h.server.offline = false;
    // The kiosk was revoked and registered again: a new id, a new chain on the server.
    h.server.config = fakeConfig({ kiosk: { id: OTHER_KIOSK, name: 'Front door' } });
    h.server.head = null;
    h.server.records.clear();
    h.server.pairingCodes.add('KMNP4679');
    await h.engine.pair('KMNP4679');
    expect(h.engine.getSnapshot().rejected).toEqual([
      expect.objectContaining({ id: stranded.entry.id, error_key: ErrorKey.KioskRevoked }),
    ]);
    await waitFor(() => h?.engine.getSnapshot().phase === 'ready');
    const fresh = await h.engine.identify('pin', '4821');
    const { entry, outcome } = await h.engine.punch({ identification: fresh, action: 'clock_in' });
    expect(entry.seq).toBe(1);
    expect(entry.prev_hash).toBe(await genesisHash(OTHER_KIOSK));
    expect(await outcome).toMatchObject({ status: 'applied' });
  });
});

describe('a wiped device', () => {
  let h: Harness | null = null;
  afterEach(() => h?.engine.stop());

  it('continues the chain from the head the server answers when it pairs again', async () => {
    const before = await paired();
    const who = await before.engine.identify('pin', '4821');
    const { entry, outcome } = await before.engine.punch({
      identification: who,
      action: 'clock_in',
    });
    await outcome;
    before.engine.stop();
    // Storage lost; the same kiosk paired again with a new code.
    h = harness(before.server);
    before.server.pairingCodes.add('KMNP4679');
    await h.engine.start();
    await h.engine.pair('KMNP4679');
    await waitFor(() => h?.engine.getSnapshot().phase === 'ready');
    const again = await h.engine.identify('pin', '4821');
    const next = await h.engine.punch({ identification: again, action: 'clock_out' });
    expect(next.entry).toMatchObject({ seq: 2, prev_hash: entry.hash });
    expect(await next.outcome).toMatchObject({ status: 'applied' });
    expect(h.engine.getSnapshot().needs_attention).toBe(false);
  });
});

describe('the device phases, from the API error keys', () => {
  let h: Harness | null = null;
  afterEach(() => h?.engine.stop());

  it('is revoked when its token is refused (401 error.unauthorized)', async () => {
    h = await paired();
    h.server.revoked = true;
    expect(await keyOf(h.engine.identify('pin', '4821'))).toBe(ErrorKey.Unauthorized);
    expect(h.engine.getSnapshot().phase).toBe('revoked');
    expect(await keyOf(h.engine.identify('pin', '4821'))).toBe(ErrorKey.Unauthorized);
  });

  it('is locked on kiosk_locked, and ready again once unlocked', async () => {
    h = await paired();
    h.server.locked = true;
    expect(await keyOf(h.engine.identify('pin', '4821'))).toBe(ErrorKey.KioskLocked);
    expect(h.engine.getSnapshot().phase).toBe('locked');
    h.server.locked = false;
    const restarted = h.restart();
    h = restarted;
    await restarted.engine.start();
    await waitFor(() => restarted.engine.getSnapshot().phase === 'ready');
  });

  it('is disabled when the workspace turned its kiosks off', async () => {
    h = await paired();
    h.server.config = { ...h.server.config, enabled: false, config_version: 'v2' };
    const restarted = h.restart();
    h = restarted;
    await restarted.engine.start();
    await waitFor(() => restarted.engine.getSnapshot().phase === 'disabled');
    expect(await keyOf(restarted.engine.identify('pin', '4821'))).toBe(ErrorKey.KioskDisabled);
  });

  it('stays ready on its cached configuration when it starts with the API away', async () => {
    h = await paired();
    h.server.offline = true;
    const restarted = h.restart();
    h = restarted;
    await restarted.engine.start();
    expect(restarted.engine.getSnapshot()).toMatchObject({ phase: 'ready', online: false });
    expect((await restarted.engine.identify('pin', '4821')).mode).toBe('offline');
  });
});
