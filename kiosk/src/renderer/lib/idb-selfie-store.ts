// Selfies waiting for upload, in IndexedDB. The photo is kept as bytes rather than a Blob: every
// browser stores an ArrayBuffer, while Blobs in IndexedDB have failed on some (older Safari).
import type { SelfieStore, StoredSelfie } from '../../core/storage-types';
import { requestResult, STORE, TAKEN_AT_INDEX, transactionDone, writeTransaction } from './idb';

interface SelfieRecord {
  id: string;
  taken_at: number;
  type: string;
  bytes: ArrayBuffer;
}

export class IdbSelfieStore implements SelfieStore {
  constructor(private readonly db: IDBDatabase) {}

  async put(selfie: StoredSelfie): Promise<void> {
    const record: SelfieRecord = {
      id: selfie.id,
      taken_at: selfie.taken_at,
      type: selfie.jpeg.type || 'image/jpeg',
      bytes: await selfie.jpeg.arrayBuffer(),
    };
    const transaction = writeTransaction(this.db, STORE.selfies);
    transaction.objectStore(STORE.selfies).put(record);
    await transactionDone(transaction);
  }

  async list(): Promise<StoredSelfie[]> {
    const index = this.db
      .transaction(STORE.selfies)
      .objectStore(STORE.selfies)
      .index(TAKEN_AT_INDEX);
    const records = (await requestResult(index.getAll())) as SelfieRecord[];
    return records.map(({ id, taken_at, type, bytes }) => ({
      id,
      taken_at,
      jpeg: new Blob([bytes], { type }),
    }));
  }

  count(): Promise<number> {
    return requestResult(this.db.transaction(STORE.selfies).objectStore(STORE.selfies).count());
  }

  async remove(id: string): Promise<void> {
    const transaction = writeTransaction(this.db, STORE.selfies);
    transaction.objectStore(STORE.selfies).delete(id);
    await transactionDone(transaction);
  }
}
