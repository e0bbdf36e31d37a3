// The device's pairing, configuration and caches in IndexedDB. The key pair is stored as the
// CryptoKey objects themselves: IndexedDB structured-clones a non-extractable key, so the private
// key is kept without ever being exportable.
import type { DeviceRecordName, DeviceRecords, DeviceStore } from '../../core/storage-types';
import { requestResult, STORE, transactionDone, writeTransaction } from './idb';

export class IdbDeviceStore implements DeviceStore {
  constructor(private readonly db: IDBDatabase) {}

  async get<K extends DeviceRecordName>(name: K): Promise<DeviceRecords[K] | null> {
    const store = this.db.transaction(STORE.device).objectStore(STORE.device);
    const value = (await requestResult(store.get(name))) as DeviceRecords[K] | undefined;
    return value ?? null;
  }

  async set<K extends DeviceRecordName>(name: K, value: DeviceRecords[K]): Promise<void> {
    const transaction = writeTransaction(this.db, STORE.device);
    transaction.objectStore(STORE.device).put(value, name);
    await transactionDone(transaction);
  }

  async delete(name: DeviceRecordName): Promise<void> {
    const transaction = writeTransaction(this.db, STORE.device);
    transaction.objectStore(STORE.device).delete(name);
    await transactionDone(transaction);
  }
}
