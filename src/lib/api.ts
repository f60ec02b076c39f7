import type { z } from 'zod/mini';
import { errorResponse, parseResponse, type Endpoint, type Schema } from '@contract/http';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's own words when it sent some, else the caller's fallback (spec §8 does this everywhere). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

async function readError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = errorResponse.safeParse(body);
  return new ApiError(response.status, parsed.success ? parsed.data.message : '');
}

/** Calls one endpoint of the shared contract and parses its answer with the contract's schema. */
export async function callApi<Body extends Schema | undefined, Response extends Schema>(
  endpoint: Endpoint<Body, Response>,
  options: { body?: Body extends Schema ? z.input<Body> : never; path?: string } = {},
): Promise<z.output<Response>> {
  const response = await fetch(options.path ?? endpoint.path, {
    method: endpoint.method,
    credentials: 'same-origin',
    headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  if (!response.ok) throw await readError(response);
  return parseResponse(endpoint, await response.json());
}
