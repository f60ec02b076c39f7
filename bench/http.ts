/** One JSON request to the server under test, timed, with a deadline. */
export async function call<T>(
  url: string,
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; token?: string; timeoutMs?: number } = {},
): Promise<{ status: number; json: T; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${url}${path}`, {
    method: options.method ?? 'POST',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json: json as T, ms };
}

/** A staff or member token, or an error naming what the server answered. */
export async function tokenOf(url: string, path: string, body: Record<string, string>) {
  const res = await call<{ token?: string; message?: string }>(url, path, { body });
  if (res.status !== 200 || !res.json.token) {
    throw new Error(`login at ${path} answered ${res.status}: ${JSON.stringify(res.json)}`);
  }
  return res.json.token;
}
