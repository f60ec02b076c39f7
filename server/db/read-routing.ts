import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { queryRows } from './raw';

/**
 * Where a read goes when a streaming replica is configured (DATABASE_REPLICA_URL; README "Running
 * on more than one machine"): to the replica when it is up, not far behind, and has replayed the
 * reader's own last write; otherwise to the primary.
 */
export type ReadRouting = {
  /**
   * The database a read should use, given the reader's last write position (asked for only when
   * the replica is otherwise fit to serve).
   */
  readerFor(lastWriteLsn: () => Promise<string | null | undefined>): Promise<Database>;
};

/** A replica further behind than this many bytes of WAL serves nobody (it is catching up). */
export const MAX_REPLICA_LAG_BYTES = 16n * 1024n * 1024n;
/** How long one look at the replica's position is trusted. */
const POSITION_TTL_MS = 100;
/** How long a replica that failed a query is left alone. */
const DOWN_FOR_MS = 5_000;

/** `16/B374D848` as a number of bytes (pg_lsn's text form). */
export function lsnBytes(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  if (high === undefined || low === undefined) throw new Error(`not an LSN: ${lsn}`);
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

type Position = { replayed: bigint; primary: bigint; at: number };

export function readRouting(
  primary: Database,
  replica: Database | undefined,
  /** Told when the replica fails a query (it is then left alone for a few seconds). */
  onDown: (error: unknown) => void = () => undefined,
): ReadRouting {
  if (!replica) return { readerFor: async () => primary };
  const standby: Database = replica;
  const primaryLsn = async () => {
    const [row] = await queryRows<{ lsn: string }>(
      primary,
      sql`select pg_current_wal_lsn()::text as lsn`,
    );
    if (!row) throw new Error('no WAL position');
    return row.lsn;
  };

  let position: Position | undefined;
  let pending: Promise<Position | undefined> | undefined;
  let downUntil = 0;

  async function look(): Promise<Position | undefined> {
    try {
      const [row] = await queryRows<{ lsn: string | null }>(
        standby,
        sql`select pg_last_wal_replay_lsn()::text as lsn`,
      );
      // Not a standby (or not replaying): nothing to trust.
      if (!row?.lsn) return undefined;
      return { replayed: lsnBytes(row.lsn), primary: lsnBytes(await primaryLsn()), at: Date.now() };
    } catch (error) {
      downUntil = Date.now() + DOWN_FOR_MS;
      onDown(error);
      return undefined;
    }
  }

  async function currentPosition() {
    if (Date.now() < downUntil) return undefined;
    if (position && Date.now() - position.at < POSITION_TTL_MS) return position;
    pending ??= look().finally(() => (pending = undefined));
    position = await pending;
    return position;
  }

  return {
    async readerFor(lastWriteLsn) {
      const at = await currentPosition();
      if (!at) return primary;
      if (at.primary - at.replayed > MAX_REPLICA_LAG_BYTES) return primary;
      const written = await lastWriteLsn();
      if (written && at.replayed < lsnBytes(written)) return primary;
      return standby;
    },
  };
}
