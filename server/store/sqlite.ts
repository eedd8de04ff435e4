import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Queue, type Database, type Dialect, type Row } from './database';

export const SQLITE_DIALECT: Dialect = {
  name: 'sqlite',
  idColumn: 'INTEGER PRIMARY KEY AUTOINCREMENT',
  migrationLock: null,
  skipLocked: '',
};

/**
 * SQLite in one file (better-sqlite3, synchronous): each query is atomic by itself, and the
 * queue keeps a transaction's queries together, so no other query lands between its awaits.
 * WAL lets the team's command read while the server writes; a busy timeout lets the two wait
 * for each other instead of failing. secure_delete overwrites what is deleted.
 */
export function openSqlite(file: string): Database {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const connection = new BetterSqlite3(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('foreign_keys = ON');
  // An erased request (GDPR art. 17, the retention sweep) is overwritten with zeros, not left in the file's free pages.
  connection.pragma('secure_delete = ON');
  const queue = new Queue();

  const execute = <T extends Row>(sql: string, params: readonly unknown[] = []): T[] => {
    const statement = connection.prepare(sql);
    return statement.reader ? (statement.all(...params) as T[]) : (statement.run(...params), []);
  };

  const inTransaction: Database = {
    dialect: SQLITE_DIALECT,
    description: file,
    query: async (sql, params) => execute(sql, params),
    transaction: (work) => work(inTransaction),
    close: async () => undefined,
  };

  return {
    dialect: SQLITE_DIALECT,
    description: file,
    query: (sql, params) => queue.run(async () => execute(sql, params)),
    transaction: (work) =>
      queue.run(async () => {
        // IMMEDIATE takes the write lock at once: another process cannot slip a write in between.
        connection.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(inTransaction);
          connection.exec('COMMIT');
          return result;
        } catch (error) {
          if (connection.inTransaction) connection.exec('ROLLBACK');
          throw error;
        }
      }),
    close: () => queue.run(async () => void connection.close()),
  };
}
