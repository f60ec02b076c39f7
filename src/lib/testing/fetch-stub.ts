// The fetch stub every page story's mocked API is built on.
import { spyOn } from 'storybook/test';

/** One answer of a mocked API. */
export type Reply = { status: number; body: unknown };

export type StubbedRequest = {
  method: string;
  url: URL;
  headers: Headers;
  /** The JSON body, or a multipart body's fields (files as `file:<name>`); read on demand. */
  readonly body: unknown;
};

function bodyOf(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  if (body instanceof FormData) {
    return Object.fromEntries(
      [...body.entries()].map(([name, value]) => [
        name,
        typeof value === 'string' ? value : `file:${value.name}`,
      ]),
    );
  }
  return undefined;
}

/**
 * Answers `fetch` in the browser: `answer` replies to the requests it knows and returns undefined
 * for the others, which go through. Returns the function that restores the real fetch.
 */
export function stubFetch(answer: (request: StubbedRequest) => Reply | undefined): () => void {
  const realFetch = globalThis.fetch.bind(globalThis);
  const spy = spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.origin,
    );
    const reply = answer({
      method: init?.method ?? 'GET',
      url,
      headers: new Headers(init?.headers),
      get body() {
        return bodyOf(init?.body);
      },
    });
    if (!reply) return realFetch(input, init);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return () => spy.mockRestore();
}
