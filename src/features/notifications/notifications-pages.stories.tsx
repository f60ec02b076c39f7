import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import type { SessionRole } from '@contract/auth';
import type {
  ChannelPreference,
  Notification,
  NotificationSettings as Settings,
} from '@contract/notifications';
import { callsTo, fail, mockApi, ok, type Api } from '@/lib/testing/member-api';
import { AppShell } from '@/ui/app-shell/app-shell';
import { LinkProvider, type LinkComponentProps } from '@/ui/lib/link';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { UnreadBell } from './bell';
import {
  memberSettings,
  notices as memberNotices,
  olderNotices,
  staffNotices,
  unconfiguredSettings,
} from './components/notifications.fixtures';
import { NotificationSettings } from './notification-settings';
import { Notices } from './notices';
import { notificationsPath } from './paths';

type Scenario = {
  notices?: Notification[];
  settings?: Settings;
  /** The first read of the list fails with this status. */
  listFailsOnce?: number;
};

/** The query of every list read (the calls log keeps only the path). */
const listQueries: URLSearchParams[] = [];

/** The notices server: keyset pages by index, marks read, the member's channels and Telegram. */
function noticesApi({
  notices = memberNotices,
  settings = memberSettings,
  listFailsOnce,
}: Scenario) {
  return (): Api => {
    let inbox = notices.map((notice) => ({ ...notice }));
    let current = settings;
    let failures = listFailsOnce ? 1 : 0;
    const unread = () => inbox.filter((notice) => notice.readAt === null).length;
    listQueries.length = 0;
    return {
      '/api/notifications': (_body, { method, query }) => {
        if (method !== 'GET') return fail(405);
        listQueries.push(query);
        const limit = Number(query.get('limit') ?? 50);
        if (failures > 0 && limit > 1) {
          failures -= 1;
          return fail(listFailsOnce ?? 500, 'The server is busy, please try again');
        }
        const start = Number(query.get('cursor') ?? 0);
        const end = start + limit;
        return ok({
          items: inbox.slice(start, end),
          nextCursor: end < inbox.length ? String(end) : null,
          unread: unread(),
        });
      },
      '/api/notifications/read': (body) => {
        const { ids, all } = body as { ids?: string[]; all?: boolean };
        inbox = inbox.map((notice) =>
          all || ids?.includes(notice._id)
            ? { ...notice, readAt: notice.readAt ?? '2026-03-15T10:00:00.000Z' }
            : notice,
        );
        return ok({ unread: unread() });
      },
      '/api/notifications/settings': (body, { method }) => {
        if (method === 'POST') {
          current = {
            ...current,
            preferences: (body as { preferences: ChannelPreference[] }).preferences,
          };
        }
        return ok(current);
      },
      '/api/notifications/telegram/link': () => {
        // The member presses Start in the bot's chat: the next read shows the link.
        current = { ...current, telegram: { ...current.telegram, linked: true } };
        return ok({
          url: 'https://t.me/LearnTradeEarnBot?start=Zk3xQ9',
          expiresAt: '2026-03-15T10:15:00.000Z',
        });
      },
      '/api/notifications/telegram/unlink': () => {
        current = { ...current, telegram: { ...current.telegram, linked: false } };
        return ok(current);
      },
    };
  };
}

function serve(scenario: Scenario = {}) {
  const answer = mockApi(noticesApi(scenario));
  return () => {
    const restore = answer();
    const open = spyOn(window, 'open').mockImplementation(() => null);
    return () => {
      restore();
      open.mockRestore();
    };
  };
}

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

const areaLabels: Record<SessionRole, string> = {
  member: 'Member area',
  operator: 'Top-up operator',
  admin: 'Admin console',
};
const homes: Record<SessionRole, string> = {
  member: '/userdashboard',
  operator: '/topupdashboard/home',
  admin: '/admin',
};

/** Stands in for the app's area layout: the shell with the area's bell in its header. */
function Area({ role, children }: { role: SessionRole; children: ReactNode }) {
  const location = useLocation();
  return (
    <AppShell
      areaLabel={areaLabels[role]}
      navItems={[{ label: 'Home', href: homes[role] }]}
      currentPath={location.pathname}
      greeting="Welcome, Ravi Kumar"
      userId="LT4821937"
      headerActions={<UnreadBell role={role} currentPath={location.pathname} pollMs={0} />}
      onLogout={() => undefined}
      year={2026}
    >
      {children}
    </AppShell>
  );
}

const placeholder = (title: string) => (
  <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
);

/** The notices pages of one area as the app routes them, with a fresh SWR cache. */
function NotificationPages({ role, path }: { role: SessionRole; path: string }) {
  return (
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <MemoryRouter initialEntries={[path]}>
        <LinkProvider component={RouterLink}>
          <Area role={role}>
            <Routes>
              <Route path={notificationsPath[role]} element={<Notices role={role} />} />
              <Route path="/userdashboard/account" element={<NotificationSettings />} />
              <Route path="/userdashboard/reports" element={placeholder('Reports')} />
              <Route path="*" element={placeholder('Home')} />
            </Routes>
          </Area>
        </LinkProvider>
      </MemoryRouter>
    </SWRConfig>
  );
}

const meta = {
  title: 'Notifications/Pages',
  component: NotificationPages,
  parameters: { pad: false },
  args: { role: 'member', path: '/userdashboard' },
  beforeEach: serve(),
} satisfies Meta<typeof NotificationPages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BellOpensTheList: Story = {
  play: async ({ canvas, userEvent }) => {
    const bellLink = await canvas.findByRole('link', { name: 'Notifications, 3 unread' });
    await expect(callsTo('/api/notifications')[0]?.method).toBe('GET');
    await userEvent.click(bellLink);
    await canvas.findByRole('heading', { level: 1, name: 'Notifications' });
    await expect(canvas.getByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const list = await canvas.findByRole('list', { name: 'Your notifications' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    // Opening a notice follows its link and marks it read; the bell follows the count.
    await userEvent.click(within(list).getByRole('link', { name: 'Unread: Deposit approved' }));
    await canvas.findByRole('heading', { level: 1, name: 'Reports' });
    await expect(callsTo('/api/notifications/read')[0]?.body).toEqual({ ids: ['108'] });
    await expect(
      await canvas.findByRole('link', { name: 'Notifications, 2 unread' }),
    ).toBeVisible();
  },
};

export const MarkAllRead: Story = {
  args: { path: '/userdashboard/notifications' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('3 unread');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(await canvas.findByText('You are all caught up.')).toHaveFocus();
    await expect(callsTo('/api/notifications/read')[0]?.body).toEqual({ all: true });
    await expect(canvas.getByRole('link', { name: 'Notifications' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Your notifications' })).not.toHaveTextContent(
        'Mark as read',
      ),
    );
  },
};

export const MarkOneWithoutLink: Story = {
  args: { path: '/userdashboard/notifications' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Mark as read: New sign-in to your account' }),
    );
    await expect(await canvas.findByText('2 unread')).toBeVisible();
    await expect(callsTo('/api/notifications/read')[0]?.body).toEqual({ ids: ['106'] });
    await expect(canvas.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
  },
};

export const LoadMore: Story = {
  args: { path: '/userdashboard/notifications' },
  beforeEach: serve({ notices: [...memberNotices, ...olderNotices(20)] }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/Showing/);
    await expect(canvas.getByText(/Showing/)).toHaveTextContent('Showing 20 notifications');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(canvas.getByText(/End of list/)).toHaveTextContent(
        'All 25 notifications shown · End of list',
      ),
    );
    await expect(listQueries.map((query) => query.get('cursor'))).toContain('20');
  },
};

export const ListFailsThenRetry: Story = {
  args: { path: '/userdashboard/notifications' },
  beforeEach: serve({ listFailsOnce: 503 }),
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The server is busy, please try again');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await canvas.findByRole('list', { name: 'Your notifications' });
  },
};

export const OperatorEmpty: Story = {
  args: { role: 'operator', path: '/topupdashboard/notifications' },
  beforeEach: serve({ notices: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No notifications yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/topupdashboard/notifications',
    );
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const AdminDigest: Story = {
  args: { role: 'admin', path: '/admin/notifications' },
  beforeEach: serve({ notices: staffNotices }),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Unread: Waiting for staff' });
    await expect(canvas.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  },
};

export const SettingsLinkTelegram: Story = {
  args: { path: '/userdashboard/account' },
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole('switch', { name: 'E-mail for Deposit rejected' });
    await userEvent.click(toggle);
    await expect(await canvas.findByText('Saved')).toBeVisible();
    const saved = callsTo('/api/notifications/settings').find((call) => call.method === 'POST');
    await expect(
      (saved?.body as { preferences: ChannelPreference[] }).preferences.find(
        (choice) => choice.kind === 'deposit_rejected',
      ),
    ).toEqual({ kind: 'deposit_rejected', email: false, telegram: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Link Telegram' }));
    await expect(window.open).toHaveBeenCalledOnce();
    await userEvent.click(await canvas.findByRole('button', { name: 'I have pressed Start' }));
    await expect(await canvas.findByText('Linked to @LearnTradeEarnBot')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink' }));
    await expect(await canvas.findByText('Not linked')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SettingsNotConfigured: Story = {
  args: { path: '/userdashboard/account' },
  beforeEach: serve({ settings: unconfiguredSettings }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('not configured')).toHaveLength(2));
  },
};

export const NarrowList: Story = {
  ...phoneViewport,
  args: { path: '/userdashboard/notifications' },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Your notifications' });
    await expect(canvas.getByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
