import type { KioskConfig } from '@punchcard/shared';
import { webcrypto } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredDevice } from '../../core/storage-types.js';
import { generatePunchKeyPair } from '../../core/web-crypto.js';
import { FileDeviceStore } from './file-device-store.js';
import { FileSelfieStore } from './file-selfie-store.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'device-'));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

async function device(extractable = true): Promise<StoredDevice> {
  return {
    token: 'kt.secret',
    kiosk: { id: '4a52190d-39da-45e8-9ba1-75050d68b029', name: 'Back door' },
    workspace: { id: 'w1', name: 'Team', avatar: null, time_zone: 'Asia/Tokyo' },
    keys: await generatePunchKeyPair(extractable),
  };
}

const signs = async (stored: StoredDevice) => {
  const data = new TextEncoder().encode('punch');
  const algorithm = { name: 'ECDSA', hash: 'SHA-256' } as const;
  const privateKey = stored.keys.privateKey as webcrypto.CryptoKey;
  const publicKey = stored.keys.publicKey as webcrypto.CryptoKey;
  const signature = await webcrypto.subtle.sign(algorithm, privateKey, data);
  return webcrypto.subtle.verify(algorithm, publicKey, signature, data);
};

describe('FileDeviceStore', () => {
  it('keeps the pairing in a file only its user reads, the key imported non-extractable', async () => {
    const store = await FileDeviceStore.open(join(dir, 'device'));
    expect(await store.get('device')).toBeNull();
    const paired = await device();
    await store.set('device', paired);
    expect((await stat(join(dir, 'device', 'device.json'))).mode & 0o777).toBe(0o600);

    const loaded = await (await FileDeviceStore.open(join(dir, 'device'))).get('device');
    expect(loaded?.token).toBe('kt.secret');
    expect(loaded?.kiosk).toEqual(paired.kiosk);
    const privateKey = loaded?.keys.privateKey as webcrypto.CryptoKey;
    expect(privateKey.extractable).toBe(false);
    await expect(webcrypto.subtle.exportKey('jwk', privateKey)).rejects.toThrow();
    expect(await signs(loaded as StoredDevice)).toBe(true);
  });

  it('refuses a key it could not write, and keeps and forgets the other records', async () => {
    const store = await FileDeviceStore.open(join(dir, 'device'));
    await expect(store.set('device', await device(false))).rejects.toThrow('not extractable');
    const config = { config_version: 'v1', enabled: true } as KioskConfig;
    await store.set('config', config);
    await store.set('needs_attention', true);
    const reopened = await FileDeviceStore.open(join(dir, 'device'));
    expect(await reopened.get('config')).toEqual(config);
    expect(await reopened.get('needs_attention')).toBe(true);
    await reopened.delete('config');
    expect(await reopened.get('config')).toBeNull();
    expect(await (await FileDeviceStore.open(join(dir, 'device'))).get('config')).toBeNull();
  });
});

describe('FileSelfieStore', () => {
  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const jpeg = (text: string) => new Blob([text], { type: 'image/jpeg' });

  it('keeps photos oldest first across a restart until they are removed', async () => {
    const store = await FileSelfieStore.open(join(dir, 'selfies'));
    await store.put({ id: id(2), jpeg: jpeg('second'), taken_at: 1795478600 });
    await store.put({ id: id(1), jpeg: jpeg('first'), taken_at: 1795478535 });
    // An interrupted write leaves a temporary file: not a photo.
    await writeFile(join(dir, 'selfies', `1795478700-${id(3)}.jpg.tmp`), 'half');

    const reopened = await FileSelfieStore.open(join(dir, 'selfies'));
    expect(await reopened.count()).toBe(2);
    const listed = await reopened.list();
    expect(listed.map((s) => [s.id, s.taken_at])).toEqual([
      [id(1), 1795478535],
      [id(2), 1795478600],
    ]);
    expect(await listed[0]?.jpeg.text()).toBe('first');
    await reopened.remove(id(1));
    expect((await reopened.list()).map((s) => s.id)).toEqual([id(2)]);
    expect((await readdir(join(dir, 'selfies'))).filter((n) => n.endsWith('.jpg'))).toHaveLength(1);
  });

  it('refuses an id that is not a UUID (it becomes a file name)', async () => {
    const store = await FileSelfieStore.open(join(dir, 'selfies'));
    await expect(
      store.put({ id: '../../etc/passwd', jpeg: jpeg('x'), taken_at: 1 }),
    ).rejects.toThrow('Bad selfie id');
  });
});
