import { BaseError, HttpRequestError, TimeoutError } from 'viem';
import { ChainUnreachable } from './observation';

/** A node failure in staff's words: "no answer within 5 s", "malformed answer"... */
export function unreachableReason(error: unknown, timeoutMs: number): string {
  if (error instanceof ChainUnreachable) return error.message;
  if (error instanceof HttpRequestError && error.status !== undefined) {
    return `the node answered HTTP ${error.status}`;
  }
  if (error instanceof BaseError) {
    const timedOut = error.walk((cause) => cause instanceof TimeoutError);
    if (timedOut) return `no answer within ${Math.round(timeoutMs / 100) / 10} s`;
    const http = error.walk((cause) => cause instanceof HttpRequestError);
    if (http instanceof HttpRequestError && http.status !== undefined) {
      return `the node answered HTTP ${http.status}`;
    }
  }
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') {
      return `no answer within ${Math.round(timeoutMs / 100) / 10} s`;
    }
    if (error instanceof SyntaxError) return 'malformed answer';
    if (error.name === 'TypeError' && /fetch failed/i.test(error.message)) {
      return 'no answer (connection refused or lost)';
    }
  }
  return 'malformed answer';
}
