import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { DatabaseNotice } from '../../db/client';
import {
  parseSessionChange,
  SESSION_CHANGES_CHANNEL,
  type SessionChangeSink,
} from './session-changes';
import type { FeedLog, SessionFeed, SessionFeedFactory } from './session-feed';

/** The instances' own messages to each other: pings, barriers and acknowledgements. */
const SYNC_CHANNEL = 'lte_session_sync';
/** How the listener's connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'learn-trade-earn session listener';

/** The listener's timings, the one place they are set (README "Running on more than one machine"). */
export const LISTENER_LIMITS = {
  /** Each instance sends itself a ping through PostgreSQL's notification queue this often. */
  heartbeatMs: 1_000,
  /**
   * An instance answers from its cache only until this long after sending the last ping of its
   * own it heard back; a request that changed a session waits at most this long for instances
   * that do not acknowledge it.
   */
  leaseMs: 3_000,
  reconnectMinMs: 100,
  reconnectMaxMs: 5_000,
};
export type ListenerLimits = typeof LISTENER_LIMITS;

/** Subscribes to the NOTICEs of the app's pooled connections; answers the unsubscribe. */
export type NoticeSource = (listener: (notice: DatabaseNotice) => void) => () => void;

/** client_min_messages levels at which the triggers' NOTICEs never reach the app. */
const NOTICES_HIDDEN = new Set(['warning', 'error']);

type Barrier = { heard(): void; acked(peer: string): void };

/**
 * The session feed of an instance on PostgreSQL: one dedicated connection (never through a
 * transaction-mode pooler, where LISTEN does not work: DATABASE_DIRECT_URL then) LISTENs to
 * migration 0011's announcements and to the other instances.
 *
 * The guarantee (README "Running on more than one machine", session cache): once a request that
 * changed a session, member or staff row has answered, no instance answers from a cached copy of
 * what it changed. How:
 * - Notifications arrive in commit order. Each instance pings itself every heartbeat; hearing its
 *   own ping back proves it has heard every change committed before that ping was sent, and lets
 *   it answer from its cache until `leaseMs` after the ping was sent. Unheard pings, a lost
 *   connection or a closing instance: no cached answers (and the cache is emptied on loss).
 * - The request's own connection gets the trigger's NOTICE during the statement (`changesMade`).
 *   Before answering, such a request sends a barrier after its commit and waits until it has heard
 *   the barrier itself and every instance whose pings it heard within `leaseMs` has acknowledged
 *   it (each acknowledges after applying everything before it), or until `leaseMs` have passed
 *   since it began waiting: by then any instance that did not acknowledge has had its lease run
 *   out, since every ping it can have heard was sent before the change committed.
 * Changes made outside a request (a worker, psql) reach the instances when their notifications
 * do, milliseconds later. The reasoning assumes the instances' clocks tick at the same rate, not
 * that they agree on the time.
 */
export function postgresSessionFeed(options: {
  /** The PostgreSQL server itself (DATABASE_DIRECT_URL behind a pooler). */
  url: string;
  /** NOTICEs of the app's own pooled connections. */
  notices: NoticeSource;
  limits?: Partial<ListenerLimits>;
}): SessionFeedFactory {
  return (sink, log) =>
    startListener(
      options.url,
      options.notices,
      { ...LISTENER_LIMITS, ...options.limits },
      sink,
      log,
    );
}

function startListener(
  url: string,
  notices: NoticeSource,
  limits: ListenerLimits,
  sink: SessionChangeSink,
  log: FeedLog,
): SessionFeed {
  const me = randomBytes(6).toString('hex');
  const now = () => performance.now();

  let closed = false;
  let connection: pg.Client | undefined;
  let connectedAt = 0;
  /** The lease: cached answers until then (renewed by hearing our own pings). */
  let liveUntil = 0;
  let noticesReachUs = true;
  let made = 0;
  let backoff = limits.reconnectMinMs;
  let reconnectTimer: NodeJS.Timeout | undefined;

  let pingCount = 0;
  /** Our pings not heard back yet, by number: when each was sent. */
  const pingsSent = new Map<number, number>();
  /** The other instances: when we last heard a ping of theirs. */
  const peers = new Map<string, number>();
  let barrierCount = 0;
  const barriers = new Map<number, Barrier>();

  const stopNotices = notices((notice) => {
    if (notice.message !== SESSION_CHANGES_CHANNEL) return;
    made++;
    // Before the commit: a lookup in between could still keep the old row, but the notification
    // after the commit drops it again, and the request's barrier waits for that.
    sink.apply(parseSessionChange(notice.detail));
  });

  const send = (client: pg.Client, message: string) =>
    client.query('select pg_notify($1, $2)', [SYNC_CHANNEL, message]);

  function ping(client: pg.Client) {
    const n = ++pingCount;
    pingsSent.set(n, now());
    send(client, `ping ${me} ${n}`).catch((error: unknown) => lost(client, error));
  }

  function heard(client: pg.Client, message: pg.Notification) {
    if (message.channel === SESSION_CHANGES_CHANNEL) {
      sink.apply(parseSessionChange(message.payload));
      return;
    }
    if (client !== connection) return;
    const [what, from, count, acker] = (message.payload ?? '').split(' ');
    const n = Number(count);
    if (what === 'ping' && from === me) {
      const sentAt = pingsSent.get(n);
      if (sentAt === undefined) return;
      liveUntil = Math.max(liveUntil, sentAt + limits.leaseMs);
      for (const earlier of pingsSent.keys()) if (earlier <= n) pingsSent.delete(earlier);
    } else if (what === 'ping' && from) {
      peers.set(from, now());
    } else if (what === 'bye' && from) {
      // It answers from no cache any more: as good as an acknowledgement of everything.
      peers.delete(from);
      for (const pending of barriers.values()) pending.acked(from);
    } else if (what === 'barrier' && from === me) {
      barriers.get(n)?.heard();
    } else if (what === 'barrier' && from) {
      // Everything committed before this barrier has been applied above, in order.
      send(client, `ack ${from} ${n} ${me}`).catch((error: unknown) => lost(client, error));
    } else if (what === 'ack' && from === me && acker) {
      barriers.get(n)?.acked(acker);
    }
  }

  async function connect() {
    reconnectTimer = undefined;
    if (closed) return;
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('connection ended')));
    client.on('notification', (message) => heard(client, message));
    try {
      await client.connect();
      const { rows } = await client.query<{ client_min_messages: string }>(
        'show client_min_messages',
      );
      noticesReachUs = !NOTICES_HIDDEN.has(rows[0]?.client_min_messages ?? '');
      if (!noticesReachUs) {
        log.error(
          { clientMinMessages: rows[0]?.client_min_messages },
          'client_min_messages hides the session-change notices: the session cache stays off',
        );
      }
      await client.query(`listen ${SESSION_CHANGES_CHANNEL}; listen ${SYNC_CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, 'session listener cannot connect: no session cache until it does');
      client.end().catch(() => undefined);
      retry();
      return;
    }
    if (closed) {
      client.end().catch(() => undefined);
      return;
    }
    connection = client;
    connectedAt = now();
    backoff = limits.reconnectMinMs;
    // Changes made while nobody listened went unheard: nothing looked up before now may be kept.
    sink.flush();
    ping(client);
  }

  function retry() {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => void connect(), backoff);
    backoff = Math.min(backoff * 2, limits.reconnectMaxMs);
  }

  function lost(client: pg.Client, error: unknown) {
    if (client !== connection) return;
    connection = undefined;
    liveUntil = 0;
    pingsSent.clear();
    // Pings heard on the lost connection say nothing of who holds a lease after the reconnect.
    peers.clear();
    sink.flush();
    log.warn(
      { err: error },
      'session listener lost its connection: no session cache until it is back',
    );
    client.end().catch(() => undefined);
    retry();
  }

  const heartbeat = setInterval(() => {
    const at = now();
    for (const [peer, heardAt] of peers) if (at - heardAt >= limits.leaseMs) peers.delete(peer);
    const client = connection;
    if (!client) return;
    // Connected but deaf (a half-open socket, a stuck server): start over.
    if (at - connectedAt > 2 * limits.leaseMs && at >= liveUntil + limits.leaseMs) {
      lost(client, new Error('own pings went unheard'));
      return;
    }
    ping(client);
  }, limits.heartbeatMs);
  heartbeat.unref();

  /** One barrier: answers when every instance has acknowledged it, or their leases ran out. */
  function barrier(): Promise<void> {
    const client = connection;
    const n = ++barrierCount;
    const deadline = now() + limits.leaseMs;
    const done = new Promise<void>((resolve) => {
      const acks = new Set<string>();
      let waitingFor: string[] | undefined;
      const finish = () => {
        clearTimeout(timer);
        barriers.delete(n);
        resolve();
      };
      // A timer counts from the event loop's last tick and may fire a little early: check.
      const expire = () => {
        if (now() >= deadline) finish();
        else timer = setTimeout(expire, deadline - now() + 1);
      };
      let timer = setTimeout(expire, limits.leaseMs);
      const check = () => {
        if (waitingFor?.every((peer) => acks.has(peer))) finish();
      };
      barriers.set(n, {
        heard() {
          // Every instance whose pings were committed before the barrier has been heard by now,
          // unless this connection is younger than a lease: an instance may hold a lease on pings
          // sent before it listened, so only the deadline may end this wait (decision 0010).
          const at = now();
          if (at - connectedAt < limits.leaseMs) return;
          waitingFor = [...peers]
            .filter(([, heardAt]) => at - heardAt < limits.leaseMs)
            .map(([peer]) => peer);
          check();
        },
        acked(peer) {
          acks.add(peer);
          check();
        },
      });
    });
    // Unsent or unheard, the wait ends at the deadline, when every lease has run out.
    if (client) send(client, `barrier ${me} ${n}`).catch(() => undefined);
    return done;
  }

  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  /** A barrier begun after this call; calls during one share the next. */
  function settle(): Promise<void> {
    if (!running) {
      running = barrier().finally(() => (running = undefined));
      return running;
    }
    queued ??= running.then(() => {
      queued = undefined;
      return settle();
    });
    return queued;
  }

  void connect();

  return {
    isLive: () => !closed && connection !== undefined && noticesReachUs && now() < liveUntil,
    changesMade: () => made,
    settle,
    async close() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(reconnectTimer);
      stopNotices();
      sink.flush();
      const client = connection;
      connection = undefined;
      if (client) {
        // The others need not wait for our acknowledgements any more.
        await send(client, `bye ${me}`).catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    },
  };
}
