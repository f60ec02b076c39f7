import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutDashboard, Receipt, Users, Wallet } from 'lucide-react';
import { createElement, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, screen, spyOn, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import type { PendingDeposit, TopupStats, WalletHistoryEntry } from '@contract/operator';
import type { ApprovedOrder } from '@contract/orders';
import { useSession } from '@/lib/session';
import { stubFetch, type Reply } from '@/lib/testing/fetch-stub';
import { AppShell } from '@/ui/app-shell/app-shell';
import type { NavItem } from '@/ui/app-shell/sidebar';
import { LinkProvider, type LinkComponentProps } from '@/ui/lib/link';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { Billing } from './billing';
import { FAILURE_TITLE, RELOGIN_TEXT, SUCCESS_TITLE } from './components/billing-view';
import {
  approvedOrders,
  member,
  packages,
  pendingDeposits,
  stats,
  walletHistory,
} from './components/operator.fixtures';
import { CustomerSubscriptions } from './customer-subscriptions';
import { OperatorHome } from './operator-home';
import { WalletHistory } from './wallet-history';

type Handler = (body: unknown) => Reply;
type Api = Record<string, Handler>;
type Call = { method: string; path: string; body: unknown };

const ok = (body: unknown): Reply => ({ status: 200, body });
const fail = (status: number, message: string): Reply => ({ status, body: { message } });

const operator = {
  role: 'operator',
  user: { _id: '3', name: 'Meera Nair', email: 'meera@topup.example' },
};

/** A tiny operator back office: one float, the approved orders and a pending deposit ORD-000128. */
function backOffice() {
  let figures: TopupStats = { ...stats };
  let orders: ApprovedOrder[] = [...approvedOrders];
  let waiting: PendingDeposit[] = [...pendingDeposits];
  let history: WalletHistoryEntry[] = [...walletHistory];
  let next = 132;
  const approve = (sponsorId: string, packageName: string, orderNo: string): ApprovedOrder => {
    const item = packages.find((p) => p.name === packageName);
    if (!item) throw new Error(`no package ${packageName}`);
    const order: ApprovedOrder = {
      _id: orderNo,
      order_details: {
        order_no: orderNo,
        order_price: item.price,
        order_date: '2026-03-15T10:00:00.000Z',
      },
      user_details: { user_mySponsor_id: sponsorId, user_name: member.name },
      package_name: item.name,
      image_url: null,
      status: 'approved',
    };
    orders = [order, ...orders];
    figures = {
      ...figures,
      monthlyBusiness: figures.monthlyBusiness + item.price,
      allBusiness: figures.allBusiness + item.price,
    };
    return order;
  };
  const api: Api = {
    'GET /api/auth/me': () => ok(operator),
    'GET /api/packages': () => ok({ packages, depositAddress: 'TXdemoDepositAddress' }),
    'GET /dashboard/topup-dashboard': () => ok(figures),
    'GET /order/approved-orders': () => ok({ orders }),
    'GET /topup/wallet-history': () => ok({ walletHistory: history }),
    'GET /api/operator/deposits': () => ok({ items: waiting, nextCursor: null }),
    'POST /api/auth/verify-sponsor': (body) =>
      (body as { sponsorId: string }).sponsorId === member.mySponsorId
        ? ok({ message: 'Sponsor verified', sponsor: { _id: '7', ...member } })
        : fail(404, 'Sponsor not found'),
    'POST /order/update-status': (body) => {
      const { mySponsorId, order_no, package_name } = body as {
        mySponsorId: string;
        order_no: string;
        package_name: string;
      };
      if (order_no !== 'ORD-000128') return fail(404, `Order ${order_no} not found`);
      if (mySponsorId !== member.mySponsorId) {
        return fail(409, `Order ${order_no} belongs to another member`);
      }
      waiting = waiting.filter((d) => d.order_no !== order_no);
      return ok({ message: 'Order approved', order: approve(mySponsorId, package_name, order_no) });
    },
    'POST /order/update-status-without-orderno': (body) => {
      const { mySponsorId, package_name } = body as { mySponsorId: string; package_name: string };
      const price = packages.find((p) => p.name === package_name)?.price ?? 0;
      if (price > figures.available_Balance) {
        return fail(409, 'Your float balance is too low for this package');
      }
      figures = { ...figures, available_Balance: figures.available_Balance - price };
      const orderNo = `ORD-000${next++}`;
      const sold = approve(mySponsorId, package_name, orderNo);
      history = [
        {
          _id: orderNo,
          date: '2026-03-15',
          at: '2026-03-15T10:00:00.000Z',
          amount: -price,
          kind: 'sale',
          balance: figures.available_Balance,
          order: {
            order_no: orderNo,
            package_name,
            member: { mySponsorId, name: member.name },
          },
        },
        ...history,
      ];
      return ok({ message: 'Order approved', order: sold });
    },
  };
  return api;
}

/** Every call the pages make, in order. */
const calls: Call[] = [];

function mockApi(overrides: Api = {}) {
  return () => {
    calls.length = 0;
    const api = { ...backOffice(), ...overrides };
    const restoreFetch = stubFetch(({ method, url, body }) => {
      const handler = api[`${method} ${url.pathname}`];
      if (!handler) return undefined;
      calls.push({ method, path: url.pathname, body });
      return handler(body);
    });
    // Spec §8: these failures are only logged; the stories check that they are.
    const consoleSpy = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => {
      restoreFetch();
      consoleSpy.mockRestore();
    };
  };
}

const navItem = (label: string, href: string, icon: typeof Wallet): NavItem => ({
  label,
  href,
  icon: createElement(icon),
});

/** The operator sidebar of spec §2 (the app wires the same one). */
const operatorNav: NavItem[] = [
  navItem('Dashboard', '/topupdashboard/home', LayoutDashboard),
  navItem('Billing packages', '/topupdashboard/billing', Receipt),
  navItem('Customer subscription details', '/topupdashboard/customersubscription', Users),
  navItem('Wallet history', '/topupdashboard/wallethistory', Wallet),
];

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

/** Stands in for the app's operator layout: waits for the session, then the shell. */
function OperatorArea({ children }: { children: ReactNode }) {
  const { data } = useSession('operator');
  const location = useLocation();
  if (!data) return null;
  return (
    <AppShell
      areaLabel="Top-up operator"
      navItems={operatorNav}
      currentPath={location.pathname}
      greeting={`Welcome, ${data.user.name}`}
      userId={data.user.email}
      onLogout={() => undefined}
      year={2026}
    >
      {children}
    </AppShell>
  );
}

/** The operator pages as the app routes them, in a memory router with a fresh SWR cache. */
function OperatorRoutes({ path }: { path: string }) {
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
        <LinkProvider component={RouterLink}>
          <Routes>
            <Route
              path="/topupdashboard/home"
              element={
                <OperatorArea>
                  <OperatorHome />
                </OperatorArea>
              }
            />
            <Route
              path="/topupdashboard/billing"
              element={
                <OperatorArea>
                  <Billing />
                </OperatorArea>
              }
            />
            <Route
              path="/topupdashboard/customersubscription"
              element={
                <OperatorArea>
                  <CustomerSubscriptions />
                </OperatorArea>
              }
            />
            <Route
              path="/topupdashboard/wallethistory"
              element={
                <OperatorArea>
                  <WalletHistory />
                </OperatorArea>
              }
            />
          </Routes>
        </LinkProvider>
      </MemoryRouter>
    </SWRConfig>
  );
}

/** The operator area's pages with their containers running against a mocked API. */
const meta = {
  title: 'Operator/Pages',
  component: OperatorRoutes,
  tags: ['autodocs'],
  parameters: { pad: false },
  args: { path: '/topupdashboard/home' },
  beforeEach: mockApi(),
} satisfies Meta<typeof OperatorRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const callsTo = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

async function openBilling({ canvas, userEvent }: PlayContext) {
  await canvas.findByRole('heading', { level: 1, name: 'Billing packages' });
  const input = canvas.getByLabelText('Member ID');
  await userEvent.type(input, member.mySponsorId);
  await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
  await waitFor(() => expect(input).toHaveAccessibleDescription('Member name: Ravi Kumar'));
}

async function addToCart({ canvas, userEvent }: PlayContext, name: string) {
  const card = await canvas.findByRole('article', { name });
  await userEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
}

const cart = ({ canvas }: PlayContext) => canvas.getByRole('region', { name: 'Cart' });

export const Home: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Available balance' })).toHaveTextContent(
        '1,250.00USDT',
      ),
    );
    await expect(canvas.getByRole('group', { name: 'Total users' })).toHaveTextContent('1,284');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

let homeAttempts = 0;

export const HomeFailsThenRetry: Story = {
  beforeEach: () => {
    homeAttempts = 0;
    return mockApi({
      'GET /dashboard/topup-dashboard': () =>
        ++homeAttempts === 1 ? fail(503, 'The server is busy, please try again') : ok(stats),
    })();
  },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The server is busy, please try again');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Monthly business' })).toHaveTextContent(
        '3,525.00USDT',
      ),
    );
  },
};

export const BillingWithOrderNumber: Story = {
  args: { path: '/topupdashboard/billing' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await openBilling(context);
    await expect(callsTo('POST', '/api/auth/verify-sponsor').at(-1)?.body).toEqual({
      sponsorId: 'LT4821937',
    });
    await waitFor(() => expect(cart(context)).toHaveTextContent('1,250.00 USDT'));
    await addToCart(context, 'Kick Starter');
    await userEvent.type(canvas.getByLabelText('Order number (optional)'), 'ORD-000128');
    const statsReads = callsTo('GET', '/dashboard/topup-dashboard').length;
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const dialog = await findDialog(SUCCESS_TITLE);
    await expect(dialog).toHaveAccessibleDescription(
      'ORD-000128: Kick Starter for Ravi Kumar (LT4821937)',
    );
    await expect(callsTo('POST', '/order/update-status')).toEqual([
      {
        method: 'POST',
        path: '/order/update-status',
        body: {
          mySponsorId: 'LT4821937',
          order_no: 'ORD-000128',
          package_name: 'Kick Starter',
          order_price: 50,
        },
      },
    ]);
    await expect(callsTo('POST', '/order/update-status-without-orderno')).toHaveLength(0);
    // The figures are read again after the order.
    await waitFor(() =>
      expect(callsTo('GET', '/dashboard/topup-dashboard').length).toBeGreaterThan(statsReads),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(canvas.getByLabelText('Member ID')).toHaveValue('');
  },
};

export const BillingOfflineThenDashboard: Story = {
  args: { path: '/topupdashboard/billing' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await openBilling(context);
    await addToCart(context, 'Whales Starter');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const dialog = await findDialog(SUCCESS_TITLE);
    await expect(dialog).toHaveAccessibleDescription(
      'ORD-000132: Whales Starter for Ravi Kumar (LT4821937)',
    );
    await expect(callsTo('POST', '/order/update-status-without-orderno')).toEqual([
      {
        method: 'POST',
        path: '/order/update-status-without-orderno',
        body: { mySponsorId: 'LT4821937', package_name: 'Whales Starter', order_price: 500 },
      },
    ]);
    await expect(callsTo('POST', '/order/update-status')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    // The float shown beside the cart follows the sale.
    await waitFor(() => expect(cart(context)).toHaveTextContent('750.00 USDT'));
    await userEvent.click(canvas.getByRole('link', { name: 'Customer subscription details' }));
    const table = await canvas.findByRole('table', { name: 'Approved orders' });
    await waitFor(() =>
      expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('ORD-000132'),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Monthly business' })).toHaveTextContent(
        '4,025.00USDT',
      ),
    );
    await expect(canvas.getByRole('group', { name: 'Available balance' })).toHaveTextContent(
      '750.00USDT',
    );
  },
};

export const BillingFromQueueThenWalletHistory: Story = {
  args: { path: '/topupdashboard/billing' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const queue = await canvas.findByRole('region', { name: /Pending deposits/ });
    await userEvent.click(
      await within(queue).findByRole('button', { name: /^Use this deposit ORD-000128/ }),
    );
    await expect(canvas.getByLabelText('Member ID')).toHaveValue(member.mySponsorId);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const approved = await findDialog(SUCCESS_TITLE);
    await expect(approved).toHaveAccessibleDescription(
      'ORD-000128: Kick Starter for Ravi Kumar (LT4821937)',
    );
    await userEvent.click(within(approved).getByRole('button', { name: 'OK' }));
    // The approved deposit leaves the queue.
    await waitFor(() =>
      expect(
        within(queue).queryByRole('button', { name: /^Use this deposit ORD-000128/ }),
      ).toBeNull(),
    );
    await openBilling(context);
    await addToCart(context, 'Whales Starter');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await userEvent.click(
      within(await findDialog(SUCCESS_TITLE)).getByRole('button', { name: 'OK' }),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Wallet history' }));
    const table = await canvas.findByRole('table', { name: 'Float movements' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    const newest = within(within(table).getAllByRole('row')[1] as HTMLElement);
    await expect(newest.getByText('Sale: Whales Starter')).toBeVisible();
    await expect(newest.getByText('\u2212500.00')).toBeVisible();
    await expect(newest.getByText('750.00')).toBeVisible();
  },
};

export const BillingOrderOfAnotherMember: Story = {
  args: { path: '/topupdashboard/billing' },
  beforeEach: mockApi({
    'POST /order/update-status': () => fail(409, 'Order ORD-000123 belongs to another member'),
  }),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await openBilling(context);
    await addToCart(context, 'Bull Starter');
    await userEvent.type(canvas.getByLabelText('Order number (optional)'), 'ORD-000123');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const dialog = await findDialog(FAILURE_TITLE);
    await expect(dialog).toHaveAccessibleDescription('Order ORD-000123 belongs to another member');
  },
};

export const BillingSessionExpired: Story = {
  args: { path: '/topupdashboard/billing' },
  beforeEach: mockApi({
    'POST /order/update-status-without-orderno': () => fail(401, 'Please log in'),
  }),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await openBilling(context);
    await addToCart(context, 'Monthly subscription (add-on)');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const dialog = await findDialog(FAILURE_TITLE);
    await expect(dialog).toHaveAccessibleDescription(RELOGIN_TEXT);
  },
};

export const BillingUnknownMember: Story = {
  args: { path: '/topupdashboard/billing' },
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByLabelText('Member ID');
    await userEvent.type(input, 'LT0000001');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveAccessibleDescription('Member not found'));
  },
};

export const CustomerSubscriptionDetails: Story = {
  args: { path: '/topupdashboard/customersubscription' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Approved orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    await expect(callsTo('GET', '/order/approved-orders')).toHaveLength(1);
  },
};

export const CustomerSubscriptionFailure: Story = {
  args: { path: '/topupdashboard/customersubscription' },
  beforeEach: mockApi({ 'GET /order/approved-orders': () => fail(500, 'Internal error') }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not load orders')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Approved orders' });
    await expect(within(table).getByText('No approved orders yet')).toBeVisible();
    await expect(console.error).toHaveBeenCalledWith(
      'Could not load approved orders',
      expect.objectContaining({ status: 500 }),
    );
  },
};

export const WalletHistoryPage: Story = {
  args: { path: '/topupdashboard/wallethistory' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Float movements' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
  },
};

export const WalletHistoryFailure: Story = {
  args: { path: '/topupdashboard/wallethistory' },
  beforeEach: mockApi({ 'GET /topup/wallet-history': () => fail(500, 'Internal error') }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not load wallet history')).toBeVisible();
    await expect(console.error).toHaveBeenCalledWith(
      'Could not load wallet history',
      expect.objectContaining({ status: 500 }),
    );
  },
};

export const NarrowHome: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Total balance' })).toHaveTextContent(
        '50,000.00USDT',
      ),
    );
  },
};

export const NarrowBilling: Story = {
  ...phoneViewport,
  args: { path: '/topupdashboard/billing' },
  play: async (context) => {
    await openBilling(context);
    await addToCart(context, 'Whales Starter');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowCustomerSubscriptionDetails: Story = {
  ...phoneViewport,
  args: { path: '/topupdashboard/customersubscription' },
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', { name: 'Approved orders' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(4));
  },
};

export const NarrowWalletHistory: Story = {
  ...phoneViewport,
  args: { path: '/topupdashboard/wallethistory' },
  play: async ({ canvas }) => {
    // On a phone each movement is a card of the list.
    const list = await canvas.findByRole('list', { name: 'Float movements' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
