import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { useSession } from '@/lib/session';
import { stubFetch, type Reply } from '@/lib/testing/fetch-stub';
import { LinkProvider, type LinkComponentProps } from '@/ui/lib/link';
import { phoneViewport } from '@/ui/lib/story-viewports';
import {
  activeDashboard,
  newMemberDashboard,
  rootWelcomeFacts,
  stubClipboard,
  welcomeFacts,
} from './components/dashboard.fixtures';
import { MemberHome } from './member-home';
import { WelcomeLetter } from './welcome-letter';

type Api = Record<string, (body: unknown, count: number) => Reply>;
type Call = { path: string; method: string; body: unknown };

const ok = (body: unknown): Reply => ({ status: 200, body });

const member = {
  role: 'member',
  user: { _id: '7', name: 'Ravi Kumar', mySponsorId: 'LT4821937' },
};

const defaultApi: Api = {
  '/api/auth/me': () => ok(member),
  '/dashboard/user-dashboard': () => ok(activeDashboard),
  '/api/member/welcome': () => ok(welcomeFacts),
};

/** Every call the pages make, recorded by the fetch stub. */
const calls: Call[] = [];
const callsTo = (path: string) => calls.filter((call) => call.path === path);

/** Answers the API in the browser; `count` is how many times that path was called before. */
function mockApi(overrides: Api = {}) {
  return () => {
    calls.length = 0;
    const api = { ...defaultApi, ...overrides };
    const restoreFetch = stubFetch(({ method, url, body }) => {
      const handler = api[url.pathname];
      if (!handler) return undefined;
      const count = callsTo(url.pathname).length;
      calls.push({ path: url.pathname, method, body });
      return handler(body, count);
    });
    const clipboard = stubClipboard();
    return () => {
      restoreFetch();
      clipboard();
    };
  };
}

/** What the member area's guard does: render the page once the session is known. */
function MemberArea({ children }: { children: ReactNode }) {
  const { data } = useSession('member');
  return data ? children : null;
}

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

function Placeholder({ name }: { name: string }) {
  return <h1 className="text-2xl font-semibold">{name}</h1>;
}

/** The dashboard feature's pages as the app wires them, in a memory router with a fresh SWR cache. */
function DashboardRoutes({ path }: { path: string }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <LinkProvider component={RouterLink}>
          <Routes>
            <Route
              path="/userdashboard"
              element={
                <MemberArea>
                  <MemberHome />
                </MemberArea>
              }
            />
            <Route
              path="/userdashboard/welcome"
              element={
                <MemberArea>
                  <WelcomeLetter />
                </MemberArea>
              }
            />
            <Route path="/userdashboard/packages" element={<Placeholder name="All packages" />} />
          </Routes>
        </LinkProvider>
      </MemoryRouter>
    </SWRConfig>
  );
}

/** The member's Home and Welcome pages with their containers running against a mocked API. */
const meta = {
  title: 'Member/Dashboard pages',
  component: DashboardRoutes,
  tags: ['autodocs'],
  args: { path: '/userdashboard' },
  beforeEach: mockApi(),
} satisfies Meta<typeof DashboardRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1,234.50')).toBeVisible();
    await expect(callsTo('/dashboard/user-dashboard')).toEqual([
      { path: '/dashboard/user-dashboard', method: 'POST', body: { sponsorId: 'LT4821937' } },
    ]);
    await expect(canvas.getByRole('group', { name: 'User Status' })).toHaveTextContent('Active');
    await expect(canvas.getByRole('textbox', { name: 'Right Link' })).toHaveValue(
      activeDashboard.userDetails.rightRefferalLink,
    );
  },
};

export const HomeNewMember: Story = {
  beforeEach: mockApi({ '/dashboard/user-dashboard': () => ok(newMemberDashboard) }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('No payouts yet')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'User Status' })).toHaveTextContent('Inactive');
    await userEvent.click(canvas.getByRole('link', { name: 'All packages' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'All packages' }),
    ).toBeVisible();
  },
};

export const HomeRetryAfterError: Story = {
  beforeEach: mockApi({
    '/dashboard/user-dashboard': (_body, count) =>
      count === 0
        ? { status: 500, body: { message: 'The database is not reachable' } }
        : ok(activeDashboard),
  }),
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load your dashboard');
    await expect(alert).toHaveTextContent('The database is not reachable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('1,234.50')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(callsTo('/dashboard/user-dashboard')).toHaveLength(2);
  },
};

export const HomeErrorWithoutMessage: Story = {
  beforeEach: mockApi({
    '/dashboard/user-dashboard': () => ({ status: 502, body: 'Bad gateway' }),
  }),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load your dashboardRetry');
  },
};

export const NarrowHome: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1,234.50')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Welcome: Story = {
  args: { path: '/userdashboard/welcome' },
  play: async ({ canvas }) => {
    const letter = await canvas.findByRole('article', { name: 'Welcome letter' });
    await expect(await within(letter).findByText('Dear Ravi Kumar,')).toBeVisible();
    await expect(callsTo('/api/member/welcome')).toEqual([
      { path: '/api/member/welcome', method: 'GET', body: undefined },
    ]);
    await expect(canvas.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/member/welcome.pdf',
    );
  },
};

export const WelcomeRoot: Story = {
  args: { path: '/userdashboard/welcome' },
  beforeEach: mockApi({ '/api/member/welcome': () => ok(rootWelcomeFacts) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('At the top of the tree')).toBeVisible();
  },
};

export const WelcomeError: Story = {
  args: { path: '/userdashboard/welcome' },
  beforeEach: mockApi({
    '/api/member/welcome': (_body, count) =>
      count === 0 ? { status: 404, body: { message: 'Member not found' } } : ok(welcomeFacts),
  }),
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load your welcome letter');
    await expect(alert).toHaveTextContent('Member not found');
    await expect(canvas.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Download' })).toBeVisible());
  },
};

export const NarrowWelcome: Story = {
  ...phoneViewport,
  args: { path: '/userdashboard/welcome' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Dear Ravi Kumar,')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
