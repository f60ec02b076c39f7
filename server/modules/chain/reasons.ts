import { ChainUnreachable } from './observation';

type Failure = { name?: unknown; status?: unknown; cause?: unknown };

/**
 * The error and its causes, outermost first. viem wraps transport failures in a chain of causes;
 * they are read by name so this module (on every server's import path) does not load viem.
 */
function* causes(error: unknown): Generator<Failure> {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    yield current as Failure;
    current = (current as Failure).cause;
  }
}

const httpStatus = (failure: Failure) =>
  failure.name === 'HttpRequestError' && typeof failure.status === 'number'
    ? failure.status
    : undefined;

/** A node failure in staff's words: "no answer within 5 s", "malformed answer"... */
export function unreachableReason(error: unknown, timeoutMs: number): string {
  if (error instanceof ChainUnreachable) return error.message;
  const seconds = `no answer within ${Math.round(timeoutMs / 100) / 10} s`;
  for (const failure of causes(error)) {
    const status = httpStatus(failure);
    if (status !== undefined) return `the node answered HTTP ${status}`;
    if (failure.name === 'TimeoutError' || failure.name === 'AbortError') return seconds;
  }
  if (error instanceof Error) {
    if (error instanceof SyntaxError) return 'malformed answer';
    if (error.name === 'TypeError' && /fetch failed/i.test(error.message)) {
      return 'no answer (connection refused or lost)';
    }
  }
  return 'malformed answer';
}
