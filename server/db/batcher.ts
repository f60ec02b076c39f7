/**
 * One statement for many requests: loads of different keys that arrive while earlier statements
 * are still running wait together and go as one statement (its keys as one parameter). Under
 * load a request's fixed cost on the database (the round trip, the backend's wake-up, the
 * executor's start) is then paid once per batch; alone, a load is sent at the end of the current
 * turn of the event loop, as it would have been.
 *
 * Each load sees every write committed before it was asked for: a key already in a running
 * statement is asked again in the next one, never joined to it.
 */
export type Batcher<K, V> = { load(key: K): Promise<V> };

export type BatcherOptions = {
  /** Statements of this batcher running at once; loads beyond wait for one of them. */
  maxInFlight: number;
  /** Keys in one statement at most. */
  maxBatch: number;
};

/**
 * What the per-request reads (dashboard, tree) batch with: three statements at once leave most of
 * the pool (10) to everything else, and 32 members' rows are still one quick statement. Four
 * statements of eight answered 10 % more dashboards on PostgreSQL in one measure and 40 % fewer on
 * PGlite, whose one connection runs the statements one after another (README "Performance").
 */
export const REQUEST_BATCHES: BatcherOptions = { maxInFlight: 3, maxBatch: 32 };

type Waiter<V> = { resolve(value: V): void; reject(error: unknown): void };

/**
 * `run` answers the keys it was given (each key once); a key it leaves out is rejected with
 * `missing(key)`.
 */
export function createBatcher<K, V>(
  run: (keys: K[]) => Promise<Map<K, V>>,
  missing: (key: K) => Error,
  { maxInFlight, maxBatch }: BatcherOptions,
): Batcher<K, V> {
  const waiting = new Map<K, Waiter<V>[]>();
  let inFlight = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || inFlight >= maxInFlight || waiting.size === 0) return;
    scheduled = true;
    // Loads that arrive in the same turn of the event loop (every socket it read) go together.
    setImmediate(flush);
  };

  function flush() {
    scheduled = false;
    while (inFlight < maxInFlight && waiting.size > 0) {
      const batch = new Map<K, Waiter<V>[]>();
      for (const [key, waiters] of waiting) {
        if (batch.size >= maxBatch) break;
        batch.set(key, waiters);
        waiting.delete(key);
      }
      inFlight++;
      void send(batch);
    }
  }

  const answer = (batch: Map<K, Waiter<V>[]>, answers: Map<K, V>) => {
    for (const [key, waiters] of batch) {
      const value = answers.get(key);
      for (const w of waiters) {
        if (value === undefined) w.reject(missing(key));
        else w.resolve(value);
      }
    }
  };

  const fail = (waiters: Waiter<V>[], error: unknown) => {
    for (const w of waiters) w.reject(error);
  };

  async function send(batch: Map<K, Waiter<V>[]>) {
    try {
      answer(batch, await run([...batch.keys()]));
    } catch (error) {
      if (batch.size === 1) for (const waiters of batch.values()) fail(waiters, error);
      // One key the database refuses must not fail the others' requests: each is asked again
      // alone, and only its own statement's error reaches its loads.
      else
        await Promise.all(
          [...batch].map(async ([key, waiters]) => {
            try {
              answer(new Map([[key, waiters]]), await run([key]));
            } catch (own) {
              fail(waiters, own);
            }
          }),
        );
    } finally {
      inFlight--;
      schedule();
    }
  }

  return {
    load(key) {
      return new Promise<V>((resolve, reject) => {
        const waiters = waiting.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else waiting.set(key, [{ resolve, reject }]);
        schedule();
      });
    },
  };
}

/**
 * One batcher per database handle, made on first use: the primary's and a replica's statements
 * never mix. Never a transaction: a load is sent a turn later, when the transaction may be over.
 */
export function batcherPerDatabase<D extends object, K, V>(
  make: (db: D) => Batcher<K, V>,
): (db: D) => Batcher<K, V> {
  const batchers = new WeakMap<D, Batcher<K, V>>();
  return (db) => {
    let batcher = batchers.get(db);
    if (!batcher) {
      batcher = make(db);
      batchers.set(db, batcher);
    }
    return batcher;
  };
}
