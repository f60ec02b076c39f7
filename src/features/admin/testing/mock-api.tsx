import type { ReactNode } from 'react';
import { Link, MemoryRouter } from 'react-router-dom';
import { spyOn } from 'storybook/test';
import { SWRConfig } from 'swr';
import { stubFetch, type Reply } from '@/lib/testing/fetch-stub';
import { LinkProvider, type LinkComponentProps } from '@/ui/lib/link';

/** One answer of the mocked API. */
export type { Reply };

/** A request as a handler sees it. */
export type MockRequest = {
  method: string;
  path: string;
  /** The `:name` parts of the route that matched. */
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
};

/** Handlers by 'METHOD /path/:param' (GET when the method is left out). */
export type Api = Record<string, (request: MockRequest) => Reply>;

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const fail = (status: number, message?: string): Reply => ({
  status,
  body: message === undefined ? {} : { message },
});

/** A 409 of a staff decision the chain disagrees with: the same call goes through with a reason. */
export const needsReason = (message: string): Reply => ({
  status: 409,
  body: { message, needsReason: true },
});

/** A keyset page of `items` from `?cursor=` (an index), `limit` per page. */
export function paged<Item>(items: Item[], query: URLSearchParams, extra: object = {}): Reply {
  const start = Number(query.get('cursor') ?? 0);
  const limit = Number(query.get('limit') ?? 50);
  const end = start + limit;
  return ok({
    items: items.slice(start, end),
    nextCursor: end < items.length ? String(end) : null,
    ...extra,
  });
}

/** Every call the page made, in order; reset before each story. */
export const calls: MockRequest[] = [];

/** The calls made with a method to a path. */
export const callsTo = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

function match(route: string, method: string, path: string): Record<string, string> | undefined {
  const [routeMethod, routePath] = route.includes(' ') ? route.split(' ', 2) : ['GET', route];
  if (routeMethod !== method || !routePath) return undefined;
  const names: string[] = [];
  const pattern = routePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name) => {
    names.push(name as string);
    return '([^/]+)';
  });
  const found = new RegExp(`^${pattern}$`).exec(path);
  if (!found) return undefined;
  return Object.fromEntries(
    names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]),
  );
}

/** A story `beforeEach`: answers the API in the browser from `api()`, other requests go through. */
export function mockApi(api: () => Api) {
  return () => {
    calls.length = 0;
    const handlers = api();
    const restoreFetch = stubFetch(({ method, url, headers, body }) => {
      for (const [route, handler] of Object.entries(handlers)) {
        const params = match(route, method, url.pathname);
        if (!params) continue;
        const request: MockRequest = {
          method,
          path: url.pathname,
          params,
          query: url.searchParams,
          body,
          headers,
        };
        calls.push(request);
        return handler(request);
      }
      return undefined;
    });
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => {
      restoreFetch();
      writeText.mockRestore();
    };
  };
}

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

/** The admin area as the app provides it: a memory router and a fresh SWR cache. */
export function AdminFrame({ path, children }: { path: string; children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        provider: () => new Map(),
        dedupingInterval: 0,
        revalidateOnFocus: false,
        shouldRetryOnError: false,
      }}
    >
      <MemoryRouter initialEntries={[path]}>
        <LinkProvider component={RouterLink}>{children}</LinkProvider>
      </MemoryRouter>
    </SWRConfig>
  );
}
