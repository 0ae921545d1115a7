import type { OutboxEntry } from './outbox.types';

/**
 * The device's own store (IndexedDB, one database): `outbox`, the changes made here and not yet
 * confirmed by the server, in the order they were made (an auto-increment key); `kv`, the last known
 * data of each signed-in family (lib/offline/persist.ts) and who was signed in last.
 */
const DB_NAME = 'kitching-offline';
const DB_VERSION = 1;

let opening: Promise<IDBDatabase> | null = null;

export const hasIndexedDb = () => typeof indexedDB !== 'undefined';

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('outbox'))
        db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      if (!db.objectStoreNames.contains('kv')) db.createObjectStore('kv');
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the database closes this handle; the next call opens it again.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

/** Runs `work` in one transaction and resolves once it has committed (durable before anything is sent). */
async function transact<T>(
  stores: 'outbox' | 'kv' | ('outbox' | 'kv')[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => IDBRequest<T> | undefined,
  durability: 'strict' | 'relaxed' = 'relaxed',
): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(stores, mode, { durability } as IDBTransactionOptions);
    const request = work(tx);
    tx.oncomplete = () => resolve(request?.result as T);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export const kvGet = <T>(key: string) =>
  transact<T | undefined>(
    'kv',
    'readonly',
    (tx) => tx.objectStore('kv').get(key) as IDBRequest<T | undefined>,
  );
export const kvSet = (key: string, value: unknown) =>
  transact('kv', 'readwrite', (tx) => tx.objectStore('kv').put(value, key)).then(() => undefined);
export const kvDelete = (key: string) =>
  transact('kv', 'readwrite', (tx) => tx.objectStore('kv').delete(key)).then(() => undefined);

/** Every queued change, oldest first. */
export const outboxAll = () =>
  transact<OutboxEntry[]>(
    'outbox',
    'readonly',
    (tx) => tx.objectStore('outbox').getAll() as IDBRequest<OutboxEntry[]>,
  );

/** Adds a change; resolves with its place in the queue once it is on disk. */
export const outboxAdd = (entry: OutboxEntry) =>
  transact<IDBValidKey>('outbox', 'readwrite', (tx) => tx.objectStore('outbox').add(entry), 'strict').then(
    Number,
  );

/**
 * Writes changed entries (rewritten ids, versions) and removes confirmed ones in one transaction.
 * Relaxed durability: a removal lost to a crash sends the change again with its Idempotency-Key,
 * and the server answers the first answer without applying it twice.
 */
export const outboxWrite = (put: OutboxEntry[], remove: number[]) =>
  transact('outbox', 'readwrite', (tx) => {
    const store = tx.objectStore('outbox');
    for (const entry of put) store.put(entry);
    for (const seq of remove) store.delete(seq);
    return undefined;
  }).then(() => undefined);
