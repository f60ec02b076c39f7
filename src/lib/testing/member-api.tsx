// The mocked API and member frame that the earnings and wallet page stories share.
import type { ReactNode } from 'react';
import { Link, MemoryRouter } from 'react-router-dom';
import { spyOn } from 'storybook/test';
import { SWRConfig } from 'swr';
import { useSession } from '@/lib/session';
import { LinkProvider, type LinkComponentProps } from '@/ui/lib/link';
import { stubFetch, type Reply } from './fetch-stub';

export type { Reply };

/** What a handler may also read: the method and the query (e.g. `?cursor=` of a list). */
export type ApiRequest = { method: string; query: URLSearchParams };

/** Handlers by path (exact pathname); each gets the parsed JSON body. */
export type Api = Record<string, (body: unknown, request: ApiRequest) => Reply>;
export type Call = { method: string; path: string; body: unknown };

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const fail = (status: number, message?: string): Reply => ({
  status,
  body: message === undefined ? {} : { message },
});

export const memberSession = {
  role: 'member',
  user: { _id: '7', name: 'Ravi Kumar', mySponsorId: 'LT4821937' },
};

/** The member has no second factor (stories that need one answer this path themselves). */
export const secondFactorOff = {
  enabled: false,
  required: false,
  recoveryCodesLeft: 0,
  resetAt: null,
};

/** Every call the page made, in order; reset before each story. */
export const calls: Call[] = [];

/** A story `beforeEach`: answers the API in the browser from `api`, other requests go through. */
export function mockApi(api: () => Api) {
  return () => {
    calls.length = 0;
    const handlers: Api = {
      '/api/auth/me': () => ok(memberSession),
      '/api/auth/two-factor': () => ok(secondFactorOff),
      ...api(),
    };
    const restoreFetch = stubFetch(({ method, url, body }) => {
      const handler = handlers[url.pathname];
      if (!handler) return undefined;
      calls.push({ method, path: url.pathname, body });
      return handler(body, { method, query: url.searchParams });
    });
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => {
      restoreFetch();
      writeText.mockRestore();
    };
  };
}

/** The calls made to one path. */
export const callsTo = (path: string) => calls.filter((call) => call.path === path);

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

function MemberArea({ children }: { children: ReactNode }) {
  const { data } = useSession('member');
  return data ? children : null;
}

/** The member area as the app provides it: a memory router, a fresh SWR cache, a session. */
export function MemberFrame({ path, children }: { path: string; children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <LinkProvider component={RouterLink}>
          <MemberArea>{children}</MemberArea>
        </LinkProvider>
      </MemoryRouter>
    </SWRConfig>
  );
}
