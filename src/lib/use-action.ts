import { useRef, useState } from 'react';
import { useSWRConfig, type Arguments } from 'swr';
import { messageOf } from './api';

/** The words of a failed write when the server sent none and the caller names no fallback. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/**
 * What a write leaves out of date: an SWR key as its feature's `api/` builds it, or a test that
 * picks keys out of the cache (for reads another feature owns, matched by their contract path).
 */
export type StaleKey = Arguments | ((key?: Arguments) => boolean);

/** How a write ended: its result, or the error with the words to show for it. */
export type Settled<Result> =
  { status: 'done'; result: Result } | { status: 'failed'; error: unknown; message: string };

/** How one run of an action ended; 'busy': not run, the previous run is still under way. */
export type ActionResult<Result> = Settled<Result> | { status: 'busy' };

/**
 * Runs a write and says how it ended; a failure's message is the server's words, else `failure`.
 * The core of useAction, for a write no one submits (e.g. marking a message read as it opens).
 */
export async function settle<Result>(
  write: () => Promise<Result>,
  failure: string = SOMETHING_WENT_WRONG,
): Promise<Settled<Result>> {
  try {
    return { status: 'done', result: await write() };
  } catch (error) {
    return { status: 'failed', error, message: messageOf(error, failure) };
  }
}

export type ActionOptions = {
  /** The failure's words when the server sent none; SOMETHING_WENT_WRONG when omitted. */
  failure?: string;
  /** Read again once the write succeeded; the run does not wait for them. */
  refresh?: readonly StaleKey[];
};

/** Marks keys out of date: mounted readers fetch them again, cached ones are fetched when next read. */
export function useRefresh() {
  const { mutate } = useSWRConfig();
  return (keys: readonly StaleKey[]) => {
    for (const key of keys) {
      // Two overloads of mutate: one takes a matcher, the other a key.
      if (typeof key === 'function') void mutate(key);
      else void mutate(key);
    }
  };
}

/**
 * Runs a user's write (a submit, a decision): `busy` while it runs, and `error`, the failure's
 * message (the server's words, else `failure`), until the next run. A run while one is under way
 * is refused, so a double click sends one request. After a success the `refresh` keys are read again.
 */
export function useAction<Args extends unknown[], Result>(
  write: (...args: Args) => Promise<Result>,
  { failure = SOMETHING_WENT_WRONG, refresh = [] }: ActionOptions = {},
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // State lags a render behind: two clicks in one frame would both see busy === false.
  const running = useRef(false);
  const refreshKeys = useRefresh();

  async function run(...args: Args): Promise<ActionResult<Result>> {
    if (running.current) return { status: 'busy' };
    running.current = true;
    setBusy(true);
    setError(undefined);
    const settled = await settle(() => write(...args), failure);
    running.current = false;
    setBusy(false);
    if (settled.status === 'done') refreshKeys(refresh);
    else setError(settled.message);
    return settled;
  }

  return { run, busy, error };
}
