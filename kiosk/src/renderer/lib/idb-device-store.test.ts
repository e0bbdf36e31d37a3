/** @jest-environment node */
// IndexedDB through fake-indexeddb; Node's environment, for WebCrypto and structuredClone.
import 'fake-indexeddb/auto';

import { genesisHash, signPunch, verifyPunch } from '@punchcard/shared';
import { fakeConfig } from '../../core/testing/fake-kiosk-server';
import { generatePunchKeyPair, publicKeyJwk, randomUuid } from '../../core/web-crypto';
import { openKioskDatabase } from './idb';
import { IdbDeviceStore } from './idb-device-store';
import { IdbSelfieStore } from './idb-selfie-store';

// Connections left open keep fake-indexeddb's scheduler alive after the tests.
const connections: IDBDatabase[] = [];
const track = (db: IDBDatabase) => {
  connections.push(db);
  return db;
};
afterEach(() => {
  for (const db of connections.splice(0)) db.close();
});

async function open() {
  const name = `device-${randomUuid()}`;
  const db = track(await openKioskDatabase(name));
  return {
    db,
    reopen: async () => {
      db.close();
      return track(await openKioskDatabase(name));
    },
  };
}

describe('IdbDeviceStore', () => {
  it('keeps the non-extractable private key usable across a reopen', async () => {
    const { db, reopen } = await open();
    const keys = await generatePunchKeyPair();
    const config = fakeConfig();
    await new IdbDeviceStore(db).set('device', {
      token: 'tok_0123456789abcdefghij',
      kiosk: config.kiosk,
      workspace: config.workspace,
      keys,
    });
    const store = new IdbDeviceStore(await reopen());
    const device = await store.get('device');
    expect(device?.token).toBe('tok_0123456789abcdefghij');
    const privateKey = device?.keys.privateKey as CryptoKey;
    expect(privateKey.extractable).toBe(false);
    const entry = await signPunch(privateKey, await genesisHash(config.kiosk.id), {
      id: randomUuid(),
      seq: 1,
      at: 1_795_478_535,
      action: 'clock_in',
      credential: { method: 'pin', value: '4821' },
    });
    expect(await verifyPunch(await publicKeyJwk(keys), entry)).toEqual({ ok: true });
  });

  it('reads null for what was never set or was deleted', async () => {
    const store = new IdbDeviceStore((await open()).db);
    expect(await store.get('config')).toBeNull();
    await store.set('config', fakeConfig());
    expect((await store.get('config'))?.config_version).toBe('v1');
    await store.delete('config');
    expect(await store.get('config')).toBeNull();
  });
});

describe('IdbSelfieStore', () => {
  it('keeps photos byte for byte, oldest first, until removed', async () => {
    const { db, reopen } = await open();
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    const first = new IdbSelfieStore(db);
    await first.put({ id: 'b', taken_at: 20, jpeg: new Blob([bytes], { type: 'image/jpeg' }) });
    await first.put({ id: 'a', taken_at: 30, jpeg: new Blob([bytes], { type: 'image/jpeg' }) });
    const store = new IdbSelfieStore(await reopen());
    const listed = await store.list();
    expect(listed.map((selfie) => selfie.id)).toEqual(['b', 'a']);
    expect(new Uint8Array(await (listed[0]?.jpeg ?? new Blob()).arrayBuffer())).toEqual(bytes);
    expect(listed[0]?.jpeg.type).toBe('image/jpeg');
    await store.remove('b');
    expect(await store.count()).toBe(1);
  });
});
