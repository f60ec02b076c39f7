import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, screen, spyOn, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import type { MemberOrder } from '@contract/orders';
import { useSession } from '@/lib/session';
import { stubFetch, type Reply } from '@/lib/testing/fetch-stub';
import { LinkProvider, type LinkComponentProps } from '@/ui/lib/link';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { AllPackages } from './all-packages';
import { BuyNow } from './buy-now';
import {
  bscTxHash,
  catalogueFixture,
  chainCatalogueFixture,
  chainCheck,
  createdOrder,
  orders,
  screenshotFile,
} from './components/orders.fixtures';
import { MyOrders } from './my-orders';

type Body = Record<string, unknown> | undefined;
type Api = Record<string, (body: Body) => Reply>;
type Call = { path: string; body: Body };

const ok = (body: unknown): Reply => ({ status: 200, body });

const member = {
  role: 'member',
  user: { _id: 'm-7', name: 'Ravi Kumar', mySponsorId: 'LT4821937' },
};

/** The orders the stubbed server holds; a created order is added in front. */
let history: MemberOrder[] = [];
/** Every call the pages make, with its JSON body or its multipart fields (files by name). */
const calls: Call[] = [];

function defaultApi(): Api {
  return {
    '/api/auth/me': () => ok(member),
    '/api/packages': () => ok(catalogueFixture),
    '/user/orderhistory': () => ok({ orders: history }),
    '/order/create': (body) => {
      const pkg = catalogueFixture.packages.find((p) => p.name === body?.['package_name']);
      if (!pkg) return { status: 400, body: { message: 'Unknown package' } };
      const created = createdOrder(pkg.id);
      history = [created.order, ...history];
      return { status: 201, body: created };
    },
  };
}

function mockApi(overrides: (api: Api) => Api = () => ({})) {
  return () => {
    calls.length = 0;
    history = [...orders];
    const base = defaultApi();
    const api = { ...base, ...overrides(base) };
    const restoreFetch = stubFetch(({ url, body }) => {
      const handler = api[url.pathname];
      if (!handler) return undefined;
      calls.push({ path: url.pathname, body: body as Body });
      return handler(body as Body);
    });
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => {
      restoreFetch();
      writeText.mockRestore();
    };
  };
}

function MemberArea({ children }: { children: ReactNode }) {
  const { data } = useSession('member');
  return data ? children : null;
}

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

/** The feature's routes as the app wires them, in a memory router with a fresh SWR cache. */
function OrdersRoutes({ path }: { path: string }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <LinkProvider component={RouterLink}>
          <MemberArea>
            <Routes>
              <Route path="/userdashboard/packages" element={<AllPackages />} />
              <Route path="/userdashboard/buynow" element={<BuyNow />} />
              <Route path="/userdashboard/reports" element={<MyOrders />} />
            </Routes>
          </MemberArea>
        </LinkProvider>
      </MemoryRouter>
    </SWRConfig>
  );
}

/** The packages, buy-now and reports pages with their containers running against a mocked API. */
const meta = {
  title: 'Orders/Pages',
  component: OrdersRoutes,
  tags: ['autodocs'],
  args: { path: '/userdashboard/packages' },
  beforeEach: mockApi(),
} satisfies Meta<typeof OrdersRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const createCalls = () => calls.filter((call) => call.path === '/order/create');

export const DepositFlow: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'All packages' }),
    ).toBeVisible();
    const card = await canvas.findByRole('article', { name: 'Bull Master Trader Course' });
    await userEvent.click(within(card).getByRole('button', { name: 'Bull Master Trader Course' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Deposit' }));

    const form = canvas.getByRole('form', { name: 'Deposit for Bull Master Trader Course' });
    await expect(within(form).getByRole('definition')).toHaveTextContent('2,000.00USDT');
    await expect(within(form).getByRole('textbox', { name: 'USDT deposit address' })).toHaveValue(
      catalogueFixture.depositAddress,
    );

    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await findDialog('Please upload a screenshot before submitting.');
    await expect(createCalls()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    await userEvent.upload(within(form).getByLabelText('Payment screenshot'), screenshotFile());
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    const dialog = await findDialog('Thank you !');
    await expect(dialog).toHaveAccessibleDescription('Order created successfully!');
    await expect(createCalls()).toEqual([
      {
        path: '/order/create',
        body: {
          user_object_id: 'm-7',
          user_mySponsor_id: 'LT4821937',
          user_name: 'Ravi Kumar',
          order_price: '2000',
          package_name: 'Bull Master Trader Course',
          image: 'file:usdt-payment.png',
        },
      },
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'My Orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    const newest = within(within(table).getAllByRole('row')[1] as HTMLElement);
    await expect(newest.getByRole('rowheader')).toHaveTextContent('ORD-000131');
    await expect(newest.getByText('Bull Master Trader Course')).toBeVisible();
    await expect(newest.getByText('pending')).toBeVisible();
    const afterCreate = calls.slice(calls.findIndex((call) => call.path === '/order/create') + 1);
    await expect(afterCreate).toContainEqual({
      path: '/user/orderhistory',
      body: { mySponsorId: 'LT4821937' },
    });
  },
};

export const OrdersRefreshAfterDeposit: Story = {
  args: { path: '/userdashboard/reports' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'My Orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    await userEvent.click(canvas.getByRole('link', { name: 'Buy a package' }));

    await userEvent.click(await canvas.findByRole('link', { name: 'Buy now: Kick Starter' }));
    const form = await canvas.findByRole('form', { name: 'Deposit for Kick Starter' });
    await userEvent.upload(within(form).getByLabelText('Payment screenshot'), screenshotFile());
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    const dialog = await findDialog('Thank you !');
    await expect(createCalls().at(-1)?.body).toMatchObject({
      package_name: 'Kick Starter',
      order_price: '50',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    const refreshed = await canvas.findByRole('table', { name: 'My Orders' });
    await waitFor(() => expect(within(refreshed).getAllByRole('row')).toHaveLength(6));
    await expect(within(refreshed).getByText('ORD-000131')).toBeVisible();
  },
};

export const BuyNowWithPackage: Story = {
  args: { path: '/userdashboard/buynow?package=3' },
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Deposit for Whales Starter' });
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await userEvent.upload(within(form).getByLabelText('Payment screenshot'), screenshotFile());
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await userEvent.click(
      within(await findDialog('Thank you !')).getByRole('button', { name: 'OK' }),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(createCalls().at(-1)?.body?.['package_name']).toBe('Whales Starter');
  },
};

export const BuyNowPicker: Story = {
  args: { path: '/userdashboard/buynow' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Buy now: Whales Starter' }));
    await expect(
      await canvas.findByRole('form', { name: 'Deposit for Whales Starter' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Choose another package' }));
    await expect(await canvas.findByText('Choose the package you want to buy.')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
  },
};

export const BuyNowUnknownPackage: Story = {
  args: { path: '/userdashboard/buynow?package=42' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'That package does not exist.',
    );
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const ScreenshotRefused: Story = {
  args: { path: '/userdashboard/buynow?package=1' },
  beforeEach: mockApi(() => ({
    '/order/create': () => ({
      status: 415,
      body: { message: 'The screenshot must be a PNG, JPEG or WebP image' },
    }),
  })),
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Deposit for Kick Starter' });
    await userEvent.upload(within(form).getByLabelText('Payment screenshot'), screenshotFile());
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    const dialog = await findDialog('Error');
    await expect(dialog).toHaveAccessibleDescription(
      'The screenshot must be a PNG, JPEG or WebP image',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buy now' })).toBeVisible();
  },
};

export const ScreenshotTooLargeWithoutMessage: Story = {
  args: { path: '/userdashboard/buynow?package=1' },
  beforeEach: mockApi(() => ({ '/order/create': () => ({ status: 413, body: 'Too large' }) })),
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Deposit for Kick Starter' });
    await userEvent.upload(within(form).getByLabelText('Payment screenshot'), screenshotFile());
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    const dialog = await findDialog('Error');
    await expect(dialog).toHaveAccessibleDescription('The screenshot must be at most 5 MB');
  },
};

export const CatalogueRetry: Story = {
  beforeEach: mockApi((base) => {
    let attempts = 0;
    return {
      '/api/packages': (body) => {
        attempts += 1;
        return attempts === 1
          ? { status: 503, body: { message: 'The service is restarting' } }
          : (base['/api/packages']?.(body) ?? ok(catalogueFixture));
      },
    };
  }),
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load packages');
    await expect(alert).toHaveTextContent('The service is restarting');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(7));
  },
};

export const ReportsFailure: Story = {
  args: { path: '/userdashboard/reports' },
  beforeEach: mockApi(() => ({
    '/user/orderhistory': () => ({ status: 500, body: { message: 'Database unavailable' } }),
  })),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load orders');
  },
};

export const ReportsEmpty: Story = {
  args: { path: '/userdashboard/reports' },
  beforeEach: mockApi(() => ({ '/user/orderhistory': () => ok({ orders: [] }) })),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'My Orders' });
    await expect(await within(table).findByText('No orders found')).toBeVisible();
  },
};

export const NarrowDepositFlow: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: 'Kick Starter' });
    await userEvent.click(within(card).getByRole('button', { name: 'Deposit' }));
    const form = canvas.getByRole('form', { name: 'Deposit for Kick Starter' });
    await userEvent.upload(within(form).getByLabelText('Payment screenshot'), screenshotFile());
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowReports: Story = {
  ...phoneViewport,
  args: { path: '/userdashboard/reports' },
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', { name: 'My Orders' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(4));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The catalogue offers networks; an order with a hash is approved at once when the chain agrees. */
const chainApi = mockApi((base) => ({
  '/api/packages': () => ok(chainCatalogueFixture),
  '/order/create': (body) => {
    if (!body?.['tx_hash']) return base['/order/create']?.(body) ?? ok(undefined);
    const pkg = chainCatalogueFixture.packages.find((p) => p.name === body['package_name']);
    const created = createdOrder(
      pkg?.id ?? 1,
      chainCheck('bsc', 'verified', 'verified on chain', 'paid in full'),
    );
    history = [created.order, ...history];
    return { status: 201, body: created };
  },
}));

export const ChainDepositFlow: Story = {
  args: { path: '/userdashboard/buynow?package=3' },
  beforeEach: chainApi,
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Deposit for Whales Starter' });
    const tron = within(form).getByRole('radio', { name: 'USDT TRC-20 (Tron)' });
    await expect(tron).toBeChecked();
    tron.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      within(form).getByRole('radio', { name: 'USDT BEP-20 (BNB Smart Chain)' }),
    ).toBeChecked();
    await userEvent.upload(within(form).getByLabelText('Payment screenshot'), screenshotFile());
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Transaction hash (optional)' }),
      bscTxHash,
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    const dialog = await findDialog('Thank you !');
    await expect(dialog).toHaveAccessibleDescription('Order created successfully!');
    await expect(createCalls()).toEqual([
      {
        path: '/order/create',
        body: {
          user_object_id: 'm-7',
          user_mySponsor_id: 'LT4821937',
          user_name: 'Ravi Kumar',
          order_price: '500',
          package_name: 'Whales Starter',
          network: 'bsc',
          tx_hash: bscTxHash,
          image: 'file:usdt-payment.png',
        },
      },
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const table = await canvas.findByRole('table', { name: 'My Orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    const newest = within(within(table).getAllByRole('row')[1] as HTMLElement);
    await expect(newest.getByRole('rowheader')).toHaveTextContent('ORD-000131');
    await expect(newest.getByText('approved')).toBeVisible();
    await expect(newest.getByText('verified on chain')).toBeVisible();
    await expect(
      newest.getByRole('link', {
        name: `Transaction ${bscTxHash} on the block explorer (opens in a new tab)`,
      }),
    ).toHaveAttribute('href', `https://bscscan.com/tx/${bscTxHash}`);
  },
};

/** Networks on offer but no hash given: the spec's fields only, nothing of the chain. */
export const ChainDepositWithoutHash: Story = {
  args: { path: '/userdashboard/buynow?package=1' },
  beforeEach: chainApi,
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Deposit for Kick Starter' });
    await userEvent.upload(within(form).getByLabelText('Payment screenshot'), screenshotFile());
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await findDialog('Thank you !');
    const body = createCalls().at(-1)?.body;
    await expect(body?.['package_name']).toBe('Kick Starter');
    await expect(body).not.toHaveProperty('network');
    await expect(body).not.toHaveProperty('tx_hash');
  },
};

export const HashAlreadyUsed: Story = {
  args: { path: '/userdashboard/buynow?package=1' },
  beforeEach: mockApi(() => ({
    '/api/packages': () => ok(chainCatalogueFixture),
    '/order/create': () => ({
      status: 409,
      body: { message: 'This transaction hash was already used for another payment.' },
    }),
  })),
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Deposit for Kick Starter' });
    await userEvent.click(within(form).getByRole('radio', { name: /BNB Smart Chain/ }));
    await userEvent.upload(within(form).getByLabelText('Payment screenshot'), screenshotFile());
    const hash = within(form).getByRole('textbox', { name: 'Transaction hash (optional)' });
    await userEvent.type(hash, bscTxHash);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    const dialog = await findDialog('Error');
    await expect(dialog).toHaveAccessibleDescription(
      'This transaction hash was already used for another payment.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(hash).toHaveValue(bscTxHash);
    await expect(within(form).getByText('usdt-payment.png')).toBeVisible();
  },
};
