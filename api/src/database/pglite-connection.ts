import type { PGlite } from '@electric-sql/pglite';
import { PglitePgConnection } from '@electric-sql/pglite/node-postgres';

/** SQLSTATEs after which every statement we prepared may be stale or gone. */
const STALE_STATEMENTS = new Set([
  '0A000', // cached plan must not change result type (a table changed under a statement)
  '26000', // prepared statement does not exist (DEALLOCATE ALL, DISCARD ALL)
]);

/** Frontend messages that only queue work; PostgreSQL answers them when a Sync or Flush comes. */
const DEFERRED = new Set(['P', 'B', 'D', 'E', 'C'].map((letter) => letter.charCodeAt(0)));

/** The part of PGlite the node-postgres connection uses. */
type ProtocolTarget = Pick<PGlite, 'waitReady' | 'execProtocolStream'>;

/**
 * Hands PGlite one buffer per extended-protocol round instead of one per message. node-postgres
 * sends Parse, Bind, Describe, Execute and Sync separately; each would enter the WebAssembly
 * engine (and its file-system sync) on its own. Deferred messages answer nothing until the Sync
 * (or Flush, or a simple query) that ends their round, exactly like a server reading a socket.
 */
function batching(db: PGlite): ProtocolTarget {
  let pending: Uint8Array[] = [];
  return {
    waitReady: db.waitReady,
    execProtocolStream: (message, options) => {
      if (DEFERRED.has(message[0] ?? 0)) {
        pending.push(message);
        return Promise.resolve([]);
      }
      if (pending.length > 0) {
        pending.push(message);
        message = Buffer.concat(pending);
        pending = [];
      }
      return db.execProtocolStream(message, options);
    },
  };
}

/**
 * What is prepared in one PGlite instance's backend. Shared by every connection object on it:
 * the pool replaces a client it has discarded, but the backend and its statements stay.
 */
interface Statements {
  /** Statement text to its server-side name, least recently used first. */
  prepared: Map<string, string>;
  /** Names to close at the start of the next round. */
  toClose: string[];
  /** node-postgres' record of statements its callers named and the backend has parsed. */
  named: Record<string, string>;
}

const statementsOf = new WeakMap<PGlite, Statements>();

interface ParseMessage {
  text: string;
  name?: string;
  types?: unknown[];
}

interface BindMessage {
  statement?: string;
  [key: string]: unknown;
}

/**
 * node-postgres connection to PGlite that prepares each distinct statement once. TypeORM sends
 * every query unnamed, so PostgreSQL would parse, analyse and plan the same text on every call
 * (on embedded PGlite, in this process's one thread, that is most of a clock-in's database time).
 * Here an unnamed Parse becomes a named one the first time its text is seen and is skipped after;
 * Bind then names that statement. PostgreSQL keeps plan-cache semantics (custom plans first, a
 * generic plan once it is no worse) and re-plans after schema changes. Statements a caller names
 * itself pass through. The cache is bounded (least recently used closed first); a statement whose
 * round failed is forgotten, and errors that mean statements went stale clear the whole cache.
 */
export class PreparingPgliteConnection extends PglitePgConnection {
  static readonly MAX_STATEMENTS = 500;
  static #counter = 0;

  readonly #statements: Statements;
  /** Texts parsed in the current round: unknown to be valid until the round succeeds. */
  #fresh: string[] = [];
  /** The name the next unnamed Bind refers to. */
  #target = '';

  constructor(db: PGlite) {
    // The base class only uses these two members (see `batching`).
    super({ pglite: batching(db) as PGlite });
    let statements = statementsOf.get(db);
    if (!statements) {
      statements = { prepared: new Map(), toClose: [], named: {} };
      statementsOf.set(db, statements);
    }
    this.#statements = statements;
    // node-postgres skips the Parse of a named statement it finds here. Kept per connection
    // object it would be lost when the pool replaces a client, and parsing again would fail:
    // the backend still has the statement.
    this.parsedStatements = statements.named;
  }

  override parse(query: ParseMessage): void {
    this.#closeForgotten();
    if (query.name || (query.types && query.types.length > 0)) {
      this.#target = '';
      super.parse(query);
      return;
    }
    const known = this.#statements.prepared.get(query.text);
    if (known !== undefined) {
      this.#statements.prepared.delete(query.text);
      this.#statements.prepared.set(query.text, known);
      this.#target = known;
      return;
    }
    PreparingPgliteConnection.#counter += 1;
    const name = `lite_${String(PreparingPgliteConnection.#counter)}`;
    this.#statements.prepared.set(query.text, name);
    this.#fresh.push(query.text);
    this.#evictOldest();
    this.#target = name;
    super.parse({ ...query, name });
  }

  override bind(config: BindMessage): void {
    const statement = config.statement || this.#target;
    this.#target = '';
    super.bind({ ...config, statement });
  }

  /** Watches answers on their way to node-postgres: a failed round forgets what it parsed. */
  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'errorMessage') this.#onError(args[0]);
    if (event === 'readyForQuery') this.#fresh = [];
    return super.emit(event, ...args);
  }

  /** How many statements are prepared on the server (for tests). */
  get preparedCount(): number {
    return this.#statements.prepared.size;
  }

  #onError(error: unknown): void {
    const code = (error as { code?: unknown } | undefined)?.code;
    const stale = typeof code === 'string' && STALE_STATEMENTS.has(code);
    if (stale) {
      // Statements callers named too: node-postgres then parses them again, after our Close.
      const { named, toClose } = this.#statements;
      for (const name of Object.keys(named)) {
        Reflect.deleteProperty(named, name);
        toClose.push(name);
      }
    }
    const forget = stale ? [...this.#statements.prepared.keys()] : this.#fresh;
    for (const text of forget) {
      const name = this.#statements.prepared.get(text);
      if (name === undefined) continue;
      this.#statements.prepared.delete(text);
      this.#statements.toClose.push(name);
    }
    this.#fresh = [];
  }

  #evictOldest(): void {
    while (this.#statements.prepared.size > PreparingPgliteConnection.MAX_STATEMENTS) {
      const [text, name] = this.#statements.prepared.entries().next().value ?? [];
      if (text === undefined || name === undefined) return;
      this.#statements.prepared.delete(text);
      this.#statements.toClose.push(name);
    }
  }

  /**
   * Closes forgotten statements at the start of the next round (closing a name that never got
   * created is not an error); their CloseComplete answers are ignored by node-postgres.
   */
  #closeForgotten(): void {
    const { toClose } = this.#statements;
    for (const name of toClose.splice(0)) super.close({ type: 'S', name });
  }
}
