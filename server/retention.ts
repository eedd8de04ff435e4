import type { Database } from './store/database';
import { deleteRequests, expiredRequestIds } from './store/requests';

/** The moment before which requests are past the retention period: `months` calendar months ago. */
export function retentionCutoff(now: number, months: number): number {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.getTime();
}

/** Deletes the requests older than the retention period (content/richieste.yaml), with their emails. */
export async function deleteExpired(db: Database, months: number, now = Date.now()): Promise<number> {
  return deleteRequests(db, await expiredRequestIds(db, retentionCutoff(now, months)));
}
