import path from 'node:path';
import type { Database } from './database';
import { migrate } from './migrations';
import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';

export type { Database } from './database';

/** The SQLite file when DATABASE_URL is not set (git-ignored). */
export const DEFAULT_SQLITE_FILE = 'data/richieste.sqlite';

/**
 * The database named by DATABASE_URL: postgres:// or postgresql:// for PostgreSQL; a file path
 * or sqlite:<path> for SQLite; unset, data/richieste.sqlite under the project.
 */
export function openDatabase(databaseUrl: string | undefined, root = process.cwd()): Database {
  const url = databaseUrl?.trim();
  if (url && /^postgres(ql)?:\/\//i.test(url)) return openPostgres(url);
  const file = url ? url.replace(/^sqlite:(\/\/)?/i, '').replace(/^file:(\/\/)?/i, '') : DEFAULT_SQLITE_FILE;
  return openSqlite(file === ':memory:' ? file : path.resolve(root, file));
}

/** Opens the database and brings its tables up to date. */
export async function openStore(databaseUrl: string | undefined, root?: string): Promise<Database> {
  const db = openDatabase(databaseUrl, root);
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
