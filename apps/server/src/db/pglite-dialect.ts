import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * A Kysely dialect for PGlite. PGlite is ONE connection, so the driver hands it out
 * to one user at a time (a queue): a transaction owns it from BEGIN to COMMIT and no
 * other request's statements can slip in between. (kysely-pglite shares the client
 * without a lock, which interleaves concurrent transactions.)
 */
export class PGliteDialect implements Dialect {
  readonly #client: PGlite;
  readonly #waitMs: number;
  /** `waitMs`: how long a user waits for the connection before it gives up with 55P03 (lock_not_available). */
  constructor(client: PGlite, { waitMs = Number.POSITIVE_INFINITY }: { waitMs?: number } = {}) {
    this.#client = client;
    this.#waitMs = waitMs;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.#client, this.#waitMs);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

const savepointName = (name: string) => {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Invalid savepoint name: ${name}`);
  return name;
};

/** What PostgreSQL throws when lock_timeout ends a wait: the same code, so both databases answer alike. */
export class ConnectionWaitTimeout extends Error {
  override name = 'ConnectionWaitTimeout';
  readonly code = '55P03';
}

class PGliteDriver implements Driver {
  readonly #client: PGlite;
  readonly #waitMs: number;
  readonly #connection: PGliteConnection;
  /** Resolves when the current holder releases the connection. */
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(client: PGlite, waitMs: number) {
    this.#client = client;
    this.#waitMs = waitMs;
    this.#connection = new PGliteConnection(client);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    if (Number.isFinite(this.#waitMs)) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const turn = await Promise.race([
        previous.then(() => 'ours' as const),
        new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), this.#waitMs);
        }),
      ]);
      clearTimeout(timer);
      if (turn === 'late') {
        // Our place in the queue passes on as soon as it comes: those behind us are not held up.
        void previous.then(release);
        throw new ConnectionWaitTimeout(`Waited ${this.#waitMs} ms for the database connection.`);
      }
    } else {
      await previous;
    }
    this.#release = release;
    return this.#connection;
  }

  async releaseConnection() {
    const release = this.#release;
    this.#release = undefined;
    // The next holder starts in a later turn of the event loop, not in this one's microtasks: PGlite
    // answers without I/O, so a queue handed over in microtasks would run every waiting transaction
    // before Node reads another socket, times out a timer or sends a finished reply. Requests that are
    // between their statements (the auth hook, a reply being written) would wait for the whole queue.
    if (release) setImmediate(release);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const access = settings.accessMode ? ` ${settings.accessMode}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}${access}`));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async savepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${savepointName(name)}`));
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${savepointName(name)}`));
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${savepointName(name)}`));
  }

  async destroy() {
    // Wait for the statement or transaction in flight, then close the database.
    await this.#queue;
    if (!this.#client.closed) await this.#client.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #client: PGlite;
  constructor(client: PGlite) {
    this.#client = client;
  }
  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const changed = result.command === 'INSERT' || result.command === 'UPDATE' || result.command === 'DELETE';
    return {
      rows: result.rows,
      ...(changed && result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }
  // biome-ignore lint/correctness/useYield: PGlite cannot stream; Kysely only calls this for .stream().
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries.');
  }
}
