import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../../db/client';
import {
  parseSessionChange,
  SESSION_CHANGES_CHANNEL,
  type SessionChangeSink,
} from './session-changes';
import { postgresSessionFeed } from './session-listener';

export type FeedLog = {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/**
 * How an instance hears of changes to sessions, members and staff, so that its cached principals
 * are never staler than the guarantee in README "Running on more than one machine" (session cache).
 */
export type SessionFeed = {
  /** Whether cached principals may answer now: only while every change is being heard. */
  isLive(): boolean;
  /** How many changes this instance's own connections have made so far (a counter to compare). */
  changesMade(): number;
  /**
   * Resolves once every instance has dropped what this instance changed before the call: a
   * request that changed a session answers only then.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
};

/** Builds an app's feed around its cache. */
export type SessionFeedFactory = (sink: SessionChangeSink, log: FeedLog) => SessionFeed;

/**
 * The embedded database is one process with one instance in it: its notifications are delivered
 * in process before the committing statement returns (PGlite queues the listeners' calls ahead of
 * the statement's answer), so the cache hears every change before anyone can ask again and there
 * is nobody else to wait for.
 */
export function pgliteSessionFeed(client: PGlite): SessionFeedFactory {
  return (sink, log) => {
    let live = false;
    let closed = false;
    const listening = client
      .listen(SESSION_CHANGES_CHANNEL, (payload) => sink.apply(parseSessionChange(payload)))
      .then((unlisten) => {
        // Lookups begun before the LISTEN may have missed a change: none of them may be kept.
        sink.flush();
        if (!closed) live = true;
        return unlisten;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'session changes cannot be heard: the session cache stays off');
        return undefined;
      });
    return {
      isLive: () => live,
      changesMade: () => 0,
      settle: async () => undefined,
      async close() {
        closed = true;
        live = false;
        sink.flush();
        const unlisten = await listening;
        await unlisten?.().catch(() => undefined);
      },
    };
  };
}

/**
 * The feed for a database: in process on the embedded one; on PostgreSQL a listener on `url`,
 * which must reach the server itself (LISTEN does not work through a transaction-mode pooler).
 */
export function sessionFeedOf(handle: DatabaseHandle, url: string | undefined): SessionFeedFactory {
  if (handle.kind === 'pglite') return pgliteSessionFeed(handle.client);
  if (!url) throw new Error("the session listener needs the PostgreSQL server's URL");
  return postgresSessionFeed({ url, notices: handle.onNotice });
}
