import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ApiError } from '@/lib/api';
import { phoneViewport } from '@/ui/lib/story-viewports';
import type { OfflineOrder, OrderWithNumber } from '../api/submit-order';
import {
  BillingView,
  type BillingViewProps as Props,
  FAILURE_TITLE,
  MEMBER_ID_FORMAT,
  MEMBER_NOT_FOUND,
  ONE_PRODUCT,
  ONLINE_ONLY_TEXT,
  onlineOnlyTitle,
  PACKAGES_FAILURE,
  RELOGIN_TEXT,
  REQUIRED_TEXT,
  REQUIRED_TITLE,
  SUCCESS_TITLE,
} from './billing-view';
import { DEPOSITS_EMPTY, DEPOSITS_FAILURE } from './pending-deposits';
import {
  longNamedMember,
  longPendingDeposit,
  member,
  orderResult,
  packages,
  pendingDeposits,
} from './operator.fixtures';

const members = new Map([member, longNamedMember].map((m) => [m.mySponsorId, m.name]));

const meta = {
  title: 'Operator/Billing',
  component: BillingView,
  tags: ['autodocs'],
  args: {
    packages,
    floatBalance: 1250,
    deposits: [],
    onRetryDeposits: fn(),
    onRetryPackages: fn(),
    onFindMember: fn(async (sponsorId: string) => {
      const name = members.get(sponsorId);
      if (!name) throw new ApiError(404, 'Sponsor not found');
      return name;
    }),
    onSubmitWithOrderNo: fn(async (order: OrderWithNumber) =>
      orderResult(
        order.order_no,
        order.mySponsorId,
        members.get(order.mySponsorId) ?? '',
        order.package_name,
        order.order_price,
      ),
    ),
    onSubmitOffline: fn(async (order: OfflineOrder) =>
      orderResult(
        'ORD-000132',
        order.mySponsorId,
        members.get(order.mySponsorId) ?? '',
        order.package_name,
        order.order_price,
      ),
    ),
  },
} satisfies Meta<typeof BillingView>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function findMember({ canvas, userEvent }: PlayContext, sponsorId = member.mySponsorId) {
  await userEvent.type(canvas.getByLabelText('Member ID'), sponsorId);
  await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
}

async function add({ canvas, userEvent }: PlayContext, name: string) {
  const card = canvas.getByRole('article', { name });
  await userEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
}

const cart = ({ canvas }: PlayContext) => canvas.getByRole('region', { name: 'Cart' });

async function submit({ canvas, userEvent }: PlayContext) {
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
}

async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function expectNoCalls({ args }: PlayContext) {
  await expect(args.onSubmitWithOrderNo).not.toHaveBeenCalled();
  await expect(args.onSubmitOffline).not.toHaveBeenCalled();
}

export const Empty: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('heading', { level: 1, name: 'Billing packages' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
    await expect(canvas.getByRole('article', { name: 'Kick Starter' })).toHaveTextContent(
      /Online(?! \/)/,
    );
    await expect(canvas.getByRole('article', { name: 'Bull Starter' })).not.toHaveTextContent(
      'Offline',
    );
    await expect(canvas.getByRole('article', { name: 'Whales Starter' })).toHaveTextContent(
      'Online / Offline',
    );
    await expect(cart(context)).toHaveTextContent('Float balance available1,250.00 USDT');
    await expect(cart(context)).toHaveTextContent('Your cart is empty');
    await expect(canvas.getByLabelText('Order number (optional)')).toHaveValue('');
  },
};

export const MemberFound: Story = {
  play: async (context) => {
    await findMember(context, 'lt4821937');
    const input = context.canvas.getByLabelText('Member ID');
    await waitFor(() => expect(input).toHaveAccessibleDescription('Member name: Ravi Kumar'));
    await expect(context.args.onFindMember).toHaveBeenCalledOnce();
    await expect(context.args.onFindMember).toHaveBeenCalledWith('LT4821937');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const MemberFoundOnBlur: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Member ID'), member.mySponsorId);
    await userEvent.tab();
    await expect(await canvas.findByText('Ravi Kumar')).toBeVisible();
    await expect(args.onFindMember).toHaveBeenCalledOnce();
    await expect(args.onFindMember).toHaveBeenCalledWith('LT4821937');
  },
};

export const MemberNotFound: Story = {
  play: async (context) => {
    await findMember(context, 'LT0000001');
    const input = context.canvas.getByLabelText('Member ID');
    await waitFor(() => expect(input).toHaveAccessibleDescription(MEMBER_NOT_FOUND));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const MemberIdMalformed: Story = {
  play: async (context) => {
    await findMember(context, 'ravi');
    const input = context.canvas.getByLabelText('Member ID');
    await expect(input).toHaveAccessibleDescription(MEMBER_ID_FORMAT);
    await expect(context.args.onFindMember).not.toHaveBeenCalled();
  },
};

export const MemberLookupFailed: Story = {
  args: {
    onFindMember: fn<Props['onFindMember']>(async () => {
      throw new ApiError(429, 'Too many attempts, try again in a minute');
    }),
  },
  play: async (context) => {
    await findMember(context);
    await waitFor(() =>
      expect(context.canvas.getByLabelText('Member ID')).toHaveAccessibleDescription(
        'Too many attempts, try again in a minute',
      ),
    );
  },
};

export const OneProductOnly: Story = {
  play: async (context) => {
    await add(context, 'Whales Starter');
    await expect(cart(context)).toHaveTextContent('Whales Starter');
    await add(context, 'Bull Starter');
    const dialog = await findDialog(ONE_PRODUCT);
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    // The page behind the popup is hidden from assistive technology while it is open.
    const cartBehind = [...context.canvasElement.querySelectorAll('[role="region"]')].at(-1);
    await expect(cartBehind).not.toHaveTextContent('Bull Starter');
    await expect(cartBehind).toHaveTextContent('Whales Starter');
  },
};

export const InCart: Story = {
  play: async (context) => {
    const { canvas } = context;
    await findMember(context);
    await add(context, 'Whales Starter');
    const card = canvas.getByRole('article', { name: 'Whales Starter' });
    await expect(card).toHaveAttribute('data-state', 'selected');
    await expect(within(card).getByRole('button', { name: 'Remove from cart' })).toBeVisible();
    await expect(cart(context)).toHaveTextContent('Total500.00 USDT');
  },
};

export const RemoveFromCart: Story = {
  play: async (context) => {
    const { userEvent } = context;
    await add(context, 'Premium Master Trader Course');
    await userEvent.click(
      within(cart(context)).getByRole('button', {
        name: 'Remove Premium Master Trader Course from cart',
      }),
    );
    await expect(cart(context)).toHaveTextContent('Your cart is empty');
    await add(context, 'Bull Starter');
    await expect(cart(context)).toHaveTextContent('Bull Starter');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const SubmitNothing: Story = {
  play: async (context) => {
    await submit(context);
    const dialog = await findDialog(REQUIRED_TITLE);
    await expect(dialog).toHaveAccessibleDescription(REQUIRED_TEXT);
    await expectNoCalls(context);
  },
};

export const SubmitWithoutProduct: Story = {
  play: async (context) => {
    await findMember(context);
    await submit(context);
    await findDialog(REQUIRED_TITLE);
    await expectNoCalls(context);
  },
};

export const OnlineOnlyNeedsOrderNumber: Story = {
  play: async (context) => {
    await findMember(context);
    await add(context, 'Kick Starter');
    const orderNo = context.canvas.getByLabelText('Order number (optional)');
    await expect(orderNo).toHaveAccessibleDescription(
      new RegExp(`${onlineOnlyTitle('Kick Starter')}\\. Enter the member's order number`),
    );
    await submit(context);
    // Its own message, not the generic one for a missing member or product.
    const dialog = await findDialog('Kick Starter is sold online only');
    await expect(dialog).toHaveAccessibleDescription(ONLINE_ONLY_TEXT);
    await expect(screen.queryByRole('dialog', { name: REQUIRED_TITLE })).toBeNull();
    await expectNoCalls(context);
  },
};

export const SubmitWithOrderNumber: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await findMember(context);
    await add(context, 'Kick Starter');
    await userEvent.type(canvas.getByLabelText('Order number (optional)'), ' ord-000128 ');
    await submit(context);
    const dialog = await findDialog(SUCCESS_TITLE);
    await expect(dialog).toHaveAccessibleDescription(
      'ORD-000128: Kick Starter for Ravi Kumar (LT4821937)',
    );
    await expect(args.onSubmitWithOrderNo).toHaveBeenCalledOnce();
    await expect(args.onSubmitWithOrderNo).toHaveBeenCalledWith({
      mySponsorId: 'LT4821937',
      order_no: 'ORD-000128',
      package_name: 'Kick Starter',
      order_price: 50,
    });
    await expect(args.onSubmitOffline).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(canvas.getByLabelText('Member ID')).toHaveValue('');
    await expect(canvas.getByLabelText('Order number (optional)')).toHaveValue('');
    await expect(cart(context)).toHaveTextContent('Your cart is empty');
  },
};

export const SubmitOffline: Story = {
  play: async (context) => {
    const { args } = context;
    await findMember(context);
    await add(context, 'Whales Starter');
    await submit(context);
    const dialog = await findDialog(SUCCESS_TITLE);
    await expect(dialog).toHaveAccessibleDescription(
      'ORD-000132: Whales Starter for Ravi Kumar (LT4821937)',
    );
    await expect(args.onSubmitOffline).toHaveBeenCalledOnce();
    await expect(args.onSubmitOffline).toHaveBeenCalledWith({
      mySponsorId: 'LT4821937',
      package_name: 'Whales Starter',
      order_price: 500,
    });
    await expect(args.onSubmitWithOrderNo).not.toHaveBeenCalled();
  },
};

export const SubmitConflict: Story = {
  args: {
    onSubmitWithOrderNo: fn<Props['onSubmitWithOrderNo']>(async () => {
      throw new ApiError(409, 'Order ORD-000123 belongs to another member');
    }),
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await findMember(context);
    await add(context, 'Bull Starter');
    await userEvent.type(canvas.getByLabelText('Order number (optional)'), 'ORD-000123');
    await submit(context);
    const dialog = await findDialog(FAILURE_TITLE);
    await expect(dialog).toHaveAccessibleDescription('Order ORD-000123 belongs to another member');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    // Nothing is lost: the operator corrects the order number and tries again.
    await expect(canvas.getByLabelText('Member ID')).toHaveValue('LT4821937');
    await expect(cart(context)).toHaveTextContent('Bull Starter');
  },
};

export const SubmitFloatTooLow: Story = {
  args: {
    floatBalance: 100,
    onSubmitOffline: fn<Props['onSubmitOffline']>(async () => {
      throw new ApiError(409, 'Your float balance is too low for this package');
    }),
  },
  play: async (context) => {
    await findMember(context);
    await add(context, 'Whales Starter');
    await expect(
      context.canvas.getByLabelText('Order number (optional)'),
    ).toHaveAccessibleDescription(/Your float balance is too low for this package\./);
    await submit(context);
    const dialog = await findDialog(FAILURE_TITLE);
    await expect(dialog).toHaveAccessibleDescription(
      'Your float balance is too low for this package',
    );
  },
};

export const SubmitSessionExpired: Story = {
  args: {
    onSubmitOffline: fn<Props['onSubmitOffline']>(async () => {
      throw new ApiError(401, 'Not signed in');
    }),
  },
  play: async (context) => {
    await findMember(context);
    await add(context, 'Monthly subscription (add-on)');
    await submit(context);
    const dialog = await findDialog(FAILURE_TITLE);
    await expect(dialog).toHaveAccessibleDescription(RELOGIN_TEXT);
  },
};

export const SubmitNoServerMessage: Story = {
  args: {
    onSubmitOffline: fn<Props['onSubmitOffline']>(async () => {
      throw new TypeError('Failed to fetch');
    }),
  },
  play: async (context) => {
    await findMember(context);
    await add(context, 'Whales Starter');
    await submit(context);
    const dialog = await findDialog(FAILURE_TITLE);
    await expect(dialog).toHaveAccessibleDescription(RELOGIN_TEXT);
  },
};

export const PackagesLoading: Story = {
  args: {
    packages: undefined,
    packagesLoading: true,
    floatBalance: undefined,
    floatLoading: true,
    deposits: undefined,
    depositsLoading: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Loading package')).toHaveLength(6);
  },
};

export const PackagesError: Story = {
  args: { packages: undefined, packagesError: PACKAGES_FAILURE },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(PACKAGES_FAILURE);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryPackages).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  play: async (context) => {
    await findMember(context, longNamedMember.mySponsorId);
    await expect(await context.canvas.findByText(longNamedMember.name)).toBeVisible();
    await add(context, 'Premium Master Trader Course');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowWithCart: Story = {
  ...phoneViewport,
  play: async (context) => {
    await findMember(context, longNamedMember.mySponsorId);
    await context.canvas.findByText(longNamedMember.name);
    await add(context, 'Kick Starter');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(context.canvas.getByRole('button', { name: 'Go to cart' })).toBeVisible();
  },
};

const queue = ({ canvas }: PlayContext) => canvas.getByRole('region', { name: /Pending deposits/ });

export const DepositQueue: Story = {
  args: { deposits: pendingDeposits },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const list = within(queue(context));
    await expect(list.getByText('3 waiting')).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByText('not yet confirmed: 3 of 20')).toBeVisible();
    await expect(list.getByText('No screenshot')).toBeInTheDocument();
    await userEvent.click(list.getByRole('button', { name: /^Use this deposit ORD-000128/ }));
    await expect(canvas.getByLabelText('Member ID')).toHaveValue(member.mySponsorId);
    await expect(canvas.getByText('Member name:').parentElement).toHaveTextContent(member.name);
    await expect(cart(context)).toHaveTextContent('Kick Starter');
    await expect(canvas.getByLabelText('Order number (optional)')).toHaveValue('ORD-000128');
    await expect(
      list.getByRole('button', { name: /^Use this deposit ORD-000128/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await submit(context);
    await findDialog(SUCCESS_TITLE);
    await expect(args.onSubmitWithOrderNo).toHaveBeenCalledWith({
      mySponsorId: member.mySponsorId,
      package_name: 'Kick Starter',
      order_price: 50,
      order_no: 'ORD-000128',
    });
  },
};

export const DepositScreenshot: Story = {
  args: { deposits: pendingDeposits },
  play: async (context) => {
    const { userEvent } = context;
    await userEvent.click(
      within(queue(context)).getByRole('button', { name: 'Open the screenshot of ORD-000128' }),
    );
    const dialog = await findDialog('Screenshot of ORD-000128');
    await expect(within(dialog).getByRole('img', { name: /Payment screenshot/ })).toBeVisible();
  },
};

export const DepositQueueLoading: Story = { args: { deposits: undefined, depositsLoading: true } };

export const DepositQueueEmpty: Story = {
  play: async (context) => {
    await expect(within(queue(context)).getByText(DEPOSITS_EMPTY)).toBeVisible();
  },
};

export const DepositQueueFailed: Story = {
  args: { deposits: undefined, depositsFailed: true },
  play: async (context) => {
    const { userEvent, args } = context;
    await expect(within(queue(context)).getByText(DEPOSITS_FAILURE)).toBeVisible();
    await userEvent.click(within(queue(context)).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryDeposits).toHaveBeenCalledOnce();
  },
};

export const DepositQueueLongText: Story = {
  args: {
    deposits: [longPendingDeposit, ...pendingDeposits, longPendingDeposit].map((d, i) => ({
      ...d,
      _id: `${d._id}-${i}`,
    })),
  },
};

export const NarrowDepositQueue: Story = {
  ...phoneViewport,
  args: { deposits: [longPendingDeposit, ...pendingDeposits] },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(
      within(queue(context)).getByRole('button', { name: /^Use this deposit ORD-1000001/ }),
    );
    await expect(cart(context)).toHaveTextContent('Whales Master Trader Course');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The cart's summary stays on screen beside the list, with a way to Submit.
    const bar = context.canvasElement.querySelector('[data-slot="billing-cart-bar"]');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveTextContent('Whales Master Trader Course');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to cart' }));
    await expect(canvas.getByLabelText('Order number (optional)')).toHaveFocus();
  },
};

export const NarrowLoading: Story = {
  ...phoneViewport,
  args: {
    packages: undefined,
    packagesLoading: true,
    floatBalance: undefined,
    floatLoading: true,
    deposits: undefined,
    depositsLoading: true,
  },
};
