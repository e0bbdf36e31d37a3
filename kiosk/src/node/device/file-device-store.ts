// The engine's device records (pairing, configuration, members seen, rejected entries...) as one
// JSON file each in the reader's data directory, written durably (temporary file, fsync, rename)
// and readable by its user only: the device record holds the kiosk's token and journal key.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  DeviceRecordName,
  DeviceRecords,
  DeviceStore,
  StoredDevice,
} from '../../core/storage-types.js';
import { ensureDirectory, syncDirectory, writeFileDurably } from '../fs/durable-file.js';
import { exportKeyPair, importKeyPair, type StoredKeyPair } from './device-key-file.js';

type DeviceFile = Omit<StoredDevice, 'keys'> & { keys: StoredKeyPair };

const NAMES: readonly DeviceRecordName[] = [
  'device',
  'config',
  'members',
  'rejected',
  'needs_attention',
  'chain_head',
  'server_url',
];

export class FileDeviceStore implements DeviceStore {
  /** What get() answered or set() stored: read from disk once, keys imported once. */
  private readonly cache = new Map<DeviceRecordName, unknown>();
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(readonly directory: string) {}

  static async open(directory: string): Promise<FileDeviceStore> {
    await ensureDirectory(directory);
    return new FileDeviceStore(directory);
  }

  get<K extends DeviceRecordName>(name: K): Promise<DeviceRecords[K] | null> {
    return this.serialised(async () => {
      if (this.cache.has(name)) return this.cache.get(name) as DeviceRecords[K] | null;
      const value = await this.read(name);
      this.cache.set(name, value);
      return value;
    });
  }

  set<K extends DeviceRecordName>(name: K, value: DeviceRecords[K]): Promise<void> {
    return this.serialised(async () => {
      const stored = name === 'device' ? await toFile(value as StoredDevice) : value;
      await writeFileDurably(this.path(name), JSON.stringify(stored), 0o600);
      this.cache.set(name, value);
    });
  }

  delete(name: DeviceRecordName): Promise<void> {
    return this.serialised(async () => {
      await rm(this.path(name), { force: true });
      await syncDirectory(this.directory);
      this.cache.set(name, null);
    });
  }

  private path(name: DeviceRecordName): string {
    // The names are a closed list: nothing from outside becomes a path.
    if (!NAMES.includes(name)) throw new Error(`Unknown device record ${name}`);
    return join(this.directory, `${name}.json`);
  }

  private async read<K extends DeviceRecordName>(name: K): Promise<DeviceRecords[K] | null> {
    let text: string;
    try {
      text = await readFile(this.path(name), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const value: unknown = JSON.parse(text);
    if (name === 'device') return (await fromFile(value as DeviceFile)) as DeviceRecords[K];
    return value as DeviceRecords[K];
  }

  private serialised<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

async function toFile(device: StoredDevice): Promise<DeviceFile> {
  return { ...device, keys: await exportKeyPair(device.keys) };
}

async function fromFile(file: DeviceFile): Promise<StoredDevice> {
  return { ...file, keys: await importKeyPair(file.keys) };
}
