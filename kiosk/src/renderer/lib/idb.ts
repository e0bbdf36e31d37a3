// A tiny promise wrapper over IndexedDB: requests and transactions as promises, nothing more.

/** The kiosk's one database; bump the version with an upgrade step when the stores change. */
export const KIOSK_DB_NAME = 'punchcard-kiosk';
export const KIOSK_DB_VERSION = 1;

export const STORE = { journal: 'journal', device: 'device', selfies: 'selfies' } as const;
export const PENDING_INDEX = 'by_pending';
export const TAKEN_AT_INDEX = 'by_taken_at';

export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('IndexedDB request failed'));
    };
  });
}

/** Resolves once the transaction committed (with 'strict' durability: flushed to disk). */
export function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => {
      resolve();
    };
    transaction.onerror = () => {
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    };
    transaction.onabort = () => {
      reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    };
  });
}

/**
 * A write that is only reported done once durable: 'strict' asks the browser to flush before
 * `complete` (Chromium's default is 'relaxed', which may lose the last writes in a power cut).
 */
export function writeTransaction(db: IDBDatabase, stores: string | string[]): IDBTransaction {
  return db.transaction(stores, 'readwrite', { durability: 'strict' });
}

function upgrade(db: IDBDatabase, oldVersion: number): void {
  if (oldVersion < 1) {
    const journal = db.createObjectStore(STORE.journal, { keyPath: 'seq' });
    // 1 while the server has not settled the entry; an index on it lists pending() in seq order.
    journal.createIndex(PENDING_INDEX, 'pending');
    db.createObjectStore(STORE.device);
    const selfies = db.createObjectStore(STORE.selfies, { keyPath: 'id' });
    selfies.createIndex(TAKEN_AT_INDEX, 'taken_at');
  }
}

export function openKioskDatabase(name = KIOSK_DB_NAME): Promise<IDBDatabase> {
  const request = indexedDB.open(name, KIOSK_DB_VERSION);
  request.onupgradeneeded = (event) => {
    upgrade(request.result, event.oldVersion);
  };
  return requestResult(request);
}
