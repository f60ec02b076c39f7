import type { z } from 'zod/mini';
import { errorResponse, parseResponse, type Endpoint, type Schema } from '@contract/http';
import { ApiError } from '@/lib/api';

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
 * `callApi` with an `Idempotency-Key` header (src/lib/api takes no headers yet): a repeated request
 * with the same key is answered without acting twice.
 */
export async function callIdempotent<Body extends Schema, Response extends Schema>(
  endpoint: Endpoint<Body, Response>,
  options: { body: z.input<Body>; path: string; idempotencyKey: string },
): Promise<z.output<Response>> {
  const response = await fetch(options.path, {
    method: endpoint.method,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'idempotency-key': options.idempotencyKey },
    body: JSON.stringify(options.body),
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = errorResponse.safeParse(body);
    throw new ApiError(response.status, parsed.success ? parsed.data.message : '');
  }
  return parseResponse(endpoint, await response.json());
}
