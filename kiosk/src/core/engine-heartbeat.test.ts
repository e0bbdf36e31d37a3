import { ErrorKey } from '@punchcard/shared';
import { FakeKioskServer, identified } from './testing/fake-kiosk-server.js';
import { type Harness, harness, waitFor } from './testing/engine-harness.js';

const ALICE = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/** An engine that reports in every 20 ms, so the heartbeat's effects show within a test. */
async function beating(): Promise<Harness> {
  const server = new FakeKioskServer();
  server.members.set('4821', identified(ALICE, 'Alice'));
  const h = harness(server, { heartbeatMs: 20, presenceMs: 20 });
  await h.engine.start();
  await h.engine.pair('ACDE3467');
  await waitFor(() => h.engine.getSnapshot().phase === 'ready');
  return h;
}

const heartbeats = (h: Harness) =>
  h.server.calls.filter((call) => call === 'POST /v1/kiosk/heartbeat').length;

describe('the heartbeat', () => {
  let h: Harness | null = null;
  afterEach(() => h?.engine.stop());

  it('locks the kiosk when the server says so, and unlocks it with a fresh configuration', async () => {
    h = await beating();
    h.server.locked = true;
    await waitFor(() => h?.engine.getSnapshot().phase === 'locked');
    const configsBefore = h.server.calls.filter((call) => call.endsWith('/config')).length;
    h.server.locked = false;
    await waitFor(() => h?.engine.getSnapshot().phase === 'ready');
    expect(h.server.calls.filter((call) => call.endsWith('/config')).length).toBeGreaterThan(
      configsBefore,
    );
  });

  it('fetches the configuration again when its version changes', async () => {
    h = await beating();
    h.server.config = { ...h.server.config, methods: ['pin'], config_version: 'v2' };
    await waitFor(() => h?.engine.getSnapshot().config?.config_version === 'v2');
    expect(h.engine.getSnapshot().config?.methods).toEqual(['pin']);
    expect(h.device.records.config?.config_version).toBe('v2');
  });

  it('turns the kiosk off and on with the workspace switch', async () => {
    h = await beating();
    h.server.config = { ...h.server.config, enabled: false, config_version: 'v2' };
    await waitFor(() => h?.engine.getSnapshot().phase === 'disabled');
    h.server.config = { ...h.server.config, enabled: true, config_version: 'v3' };
    await waitFor(() => h?.engine.getSnapshot().phase === 'ready');
  });

  it("refreshes who's in, and stops reporting once revoked", async () => {
    h = await beating();
    await waitFor(() => h?.engine.getSnapshot().presence !== null);
    h.server.revoked = true;
    await waitFor(() => h?.engine.getSnapshot().phase === 'revoked');
    const count = heartbeats(h);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heartbeats(h)).toBe(count);
  });

  it('reports what waits in the journal: the queue and the last seq', async () => {
    h = await beating();
    // The server cannot check this kiosk's entries (412): they stay queued.
    h.server.publicKey = null;
    const who = await h.engine.identify('pin', '4821');
    await h.engine.punch({ identification: who, action: 'clock_in' });
    await waitFor(() =>
      (h?.server.heartbeats ?? []).some((beat) => beat.queued === 1 && beat.last_seq === 1),
    );
    expect(h.server.heartbeats.at(-1)).toEqual({
      app_version: '1.0.0-test',
      queued: 1,
      last_seq: 1,
    });
    expect(h.engine.getSnapshot()).toMatchObject({ queued: 1, online: true });
  });

  it('refuses to identify while locked, without asking the API', async () => {
    h = await beating();
    h.server.locked = true;
    await waitFor(() => h?.engine.getSnapshot().phase === 'locked');
    h.server.offline = true;
    const error: unknown = await h.engine
      .identify('pin', '4821')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ details: { key: ErrorKey.KioskLocked } });
  });
});
