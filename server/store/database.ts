/**
 * The few things the store needs from a database, written once for SQLite and PostgreSQL:
 * queries with `?` placeholders (PostgreSQL gets $1, $2…), and transactions. Every row comes
 * back with plain numbers for the BIGINT columns (times in milliseconds, ids).
 */
export type Row = Record<string, unknown>;

export interface Database {
  readonly dialect: Dialect;
  /** Where the data lives, for the messages of the server and the command (no password). */
  readonly description: string;
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** What differs between the two databases in the migrations. */
export interface Dialect {
  name: 'sqlite' | 'postgres';
  /** An auto-numbered primary key column. */
  idColumn: string;
  /** Serialises migrations run by two processes at once (PostgreSQL); nothing for SQLite, which locks the file. */
  migrationLock: string | null;
  /** Appended to a claim's subquery: two workers on PostgreSQL take different rows instead of waiting for each other ('' for SQLite, which has one writer). */
  skipLocked: string;
}

/** Resolves the queued work of one connection one at a time: a transaction spans several awaits. */
export class Queue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
