import type { z } from 'zod/mini';
import { IDEMPOTENCY_HEADER, parseResponse, type Endpoint, type Schema } from '@contract/http';
import { useRef } from 'react';
import { errorFrom } from '@/lib/api';

type QueryValue = string | number | boolean | null | undefined;

/** A path with its query string; empty values are left out, e.g. `/api/admin/orders?status=pending`. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A random UUID (v4); also where `crypto.randomUUID` is missing (pages served over plain HTTP). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per admin action: `keyFor(action)` answers the same key for the same action
 * (e.g. `approve:ORD-000123`) until `done(action)`, so a retry after a failure or a lost answer
 * is answered by the server without acting twice, and the next action gets a new key.
 */
export function useIdempotencyKeys() {
  const keys = useRef(new Map<string, string>());
  return {
    keyFor(action: string): string {
      const known = keys.current.get(action);
      if (known) return known;
      const key = newIdempotencyKey();
      keys.current.set(action, key);
      return key;
    },
    done(action: string) {
      keys.current.delete(action);
    },
  };
}

/**
 * `callApi` with an `Idempotency-Key` header (src/lib/api takes no headers yet): a repeated request
 * with the same key is answered without acting twice.
 */
export async function callIdempotent<Body extends Schema | undefined, Response extends Schema>(
  endpoint: Endpoint<Body, Response>,
  options: {
    body?: Body extends Schema ? z.input<Body> : never;
    path?: string;
    idempotencyKey: string;
  },
): Promise<z.output<Response>> {
  const response = await fetch(options.path ?? endpoint.path, {
    method: endpoint.method,
    credentials: 'same-origin',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      [IDEMPOTENCY_HEADER]: options.idempotencyKey,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  if (!response.ok) throw await errorFrom(response);
  return parseResponse(endpoint, await response.json());
}
