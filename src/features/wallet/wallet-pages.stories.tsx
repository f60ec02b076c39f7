import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MemberDashboard } from '@contract/dashboard';
import type { KycState, WithdrawalOrder } from '@contract/wallet';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import {
  newWithdrawal,
  restFocus,
  trcAddress,
  walletDetails,
  withdrawals,
} from './components/wallet.fixtures';
import { EWallet } from './e-wallet';
import {
  callsTo,
  fail,
  MemberFrame,
  mockApi,
  ok,
  type Api,
  secondFactorOff,
  type Reply,
} from '@/lib/testing/member-api';
import { CODE_REQUIRED, INVALID_CODE } from '@contract/two-factor';
import { WalletDetails } from './wallet-details';

const dashboard = (walletBalance: number): MemberDashboard => ({
  userDetails: {
    _id: '7',
    name: 'Ravi Kumar',
    mySponsorId: 'LT4821937',
    isActive: true,
    leftRefferalLink: '/usersignup/verifysponsor?sponsorId=LT4821937&position=left',
    rightRefferalLink: '/usersignup/verifysponsor?sponsorId=LT4821937&position=right',
    subcription: 'Bull Starter',
    rank: 'Starter',
  },
  walletDetails: {
    walletBalance,
    personalPoints: 100,
    directPoints: { leftPoints: 600, rightPoints: 150 },
    currentWeekPoints: { leftPoints: 50, rightPoints: 0 },
    weeklyEarnings: [],
  },
  currentDirectPoints: 5,
  currentTeamPoints: 0,
  totalPayout: 310.25,
  teamPoints: { leftPoints: 1200, rightPoints: 700 },
  carried: { leftPoints: 500, rightPoints: 0 },
  minimumWithdrawal: 10,
  status: {
    deposits: { pending: [], rejected: [] },
    withdrawals: { pending: [], onHold: 40, paid: 125.5 },
    kyc: { status: 'verified', reason: null, walletAddress: trcAddress },
  },
});

type Scenario = {
  kyc?: KycState | Reply;
  reason?: string | null;
  address?: string | null;
  submit?: Reply;
  withdraw?: (body: { amount: number }) => Reply;
  /** The member has a second factor: 'on' says so in their status, 'asked' only when refused. */
  secondFactor?: 'on' | 'asked';
};

/** The server's check of a guarded write: no code or a wrong one is refused (123456 is right). */
function codeRefusal(scenario: Scenario, body: unknown): Reply | undefined {
  if (!scenario.secondFactor) return undefined;
  const { code } = body as { code?: string };
  if (code === '123456') return undefined;
  return {
    status: 401,
    body: { message: code === undefined ? CODE_REQUIRED : INVALID_CODE, twoFactor: 'code' },
  };
}

/** The API of one story: a small stateful server for the member's wallet. */
function walletApi(scenario: Scenario = {}) {
  return (): Api => {
    let balance = 182.75;
    let orders: WithdrawalOrder[] = [...withdrawals];
    let kyc: KycState | Reply = scenario.kyc ?? 'not_submitted';
    let submission =
      kyc === 'not_submitted'
        ? null
        : {
            name: walletDetails.name,
            telegramId: walletDetails.telegramId,
            walletAddress: walletDetails.Walletaddress,
          };
    return {
      '/wallet/wallet-status/LT4821937': () =>
        typeof kyc === 'string'
          ? ok({ walletStatus: kyc, reason: scenario.reason ?? null, submission })
          : kyc,
      '/api/auth/two-factor': () =>
        ok({ ...secondFactorOff, enabled: scenario.secondFactor === 'on', recoveryCodesLeft: 10 }),
      '/wallet/walletdetails/': (body) => {
        const refusal = codeRefusal(scenario, body);
        if (refusal) return refusal;
        const reply = scenario.submit ?? { status: 201, body: { message: 'Wallet details saved' } };
        if (reply.status < 300) {
          kyc = 'pending';
          const sent = body as typeof walletDetails;
          submission = {
            name: sent.name,
            telegramId: sent.telegramId,
            walletAddress: sent.Walletaddress,
          };
        }
        return reply;
      },
      '/user/get-wallet-address': () =>
        ok({ walletAddress: scenario.address === undefined ? trcAddress : scenario.address }),
      '/dashboard/user-dashboard': () => ok(dashboard(balance)),
      '/user/get-walletorders-byid': () => ok({ withdrawalOrders: orders }),
      '/user/withdrawal-request': (body) => {
        const refusal = codeRefusal(scenario, body);
        if (refusal) return refusal;
        const request = body as { amount: number };
        const reply = scenario.withdraw?.(request);
        if (reply) return reply;
        balance -= request.amount;
        orders = [newWithdrawal, ...orders];
        return ok({
          message: 'Withdrawal request submitted successfully',
          order: newWithdrawal,
        });
      },
    };
  };
}

function Landing({ name }: { name: string }) {
  return <h1 className="text-2xl font-semibold">{name}</h1>;
}

/** The wallet pages, as the app routes them, with their containers running against a mocked API. */
function WalletRoutes({ path }: { path: string }) {
  return (
    <MemberFrame path={path}>
      <Routes>
        <Route path="/userdashboard" element={<Landing name="Home" />} />
        <Route path="/userdashboard/walletdetails" element={<WalletDetails />} />
        <Route path="/userdashboard/ewallet" element={<EWallet />} />
      </Routes>
    </MemberFrame>
  );
}

const meta = {
  title: 'Member/WalletPages',
  component: WalletRoutes,
  tags: ['autodocs'],
  args: { path: '/userdashboard/walletdetails' },
  beforeEach: mockApi(walletApi()),
} satisfies Meta<typeof WalletRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function confirm({ userEvent }: PlayContext, dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

async function submitWalletForm({ canvas, userEvent }: PlayContext) {
  await canvas.findByRole('form', { name: 'Wallet details form' });
  await userEvent.type(canvas.getByLabelText('Name'), walletDetails.name);
  await userEvent.type(canvas.getByLabelText('Telegram ID'), walletDetails.telegramId);
  await userEvent.type(canvas.getByLabelText(/^Wallet address/), walletDetails.Walletaddress);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
}

// ---- /userdashboard/walletdetails ----

export const SubmitWalletDetails: Story = {
  play: async (context) => {
    await expect(
      await context.canvas.findByRole('heading', { level: 1, name: 'Wallet details' }),
    ).toBeVisible();
    await submitWalletForm(context);
    const dialog = await findDialog('Success!');
    await expect(dialog).toHaveAccessibleDescription('Wallet details submitted successfully!');
    await expect(callsTo('/wallet/walletdetails/')).toEqual([
      { method: 'POST', path: '/wallet/walletdetails/', body: walletDetails },
    ]);
    await confirm(context, dialog);
    await expect(
      await context.canvas.findByRole('heading', { level: 1, name: 'Home' }),
    ).toBeVisible();
  },
};

export const SubmitWalletDetailsEmpty: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await canvas.findByRole('form', { name: 'Wallet details form' });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await findDialog('All fields are required!');
    await expect(callsTo('/wallet/walletdetails/')).toHaveLength(0);
  },
};

export const SubmitWalletDetailsConflict: Story = {
  beforeEach: mockApi(
    walletApi({ submit: fail(409, 'Your wallet details are already under review') }),
  ),
  play: async (context) => {
    await submitWalletForm(context);
    const dialog = await findDialog('Error!');
    await expect(dialog).toHaveAccessibleDescription(
      'Failed to submit wallet details. Please try again later. Your wallet details are already under review',
    );
    await confirm(context, dialog);
    await expect(context.canvas.getByLabelText('Name')).toHaveValue(walletDetails.name);
    restFocus();
  },
};

export const SubmitWalletDetailsServerDown: Story = {
  beforeEach: mockApi(walletApi({ submit: fail(503) })),
  play: async (context) => {
    await submitWalletForm(context);
    const dialog = await findDialog('Error!');
    await expect(dialog).toHaveAccessibleDescription(
      'Failed to submit wallet details. Please try again later.',
    );
  },
};

export const KycStatusFailure: Story = {
  beforeEach: mockApi(walletApi({ kyc: fail(500, 'database unavailable') })),
  play: async (context) => {
    const dialog = await findDialog('Error!');
    await expect(dialog).toHaveAccessibleDescription(
      'Failed to fetch KYC status. Please try again later.',
    );
    await confirm(context, dialog);
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      'Failed to fetch KYC status. Please try again later.',
    );
    await expect(context.canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    restFocus();
  },
};

export const KycPending: Story = {
  beforeEach: mockApi(walletApi({ kyc: 'pending' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Pending' })).toBeVisible();
    await expect(canvas.getByText(trcAddress)).toBeVisible();
  },
};

export const KycVerified: Story = {
  beforeEach: mockApi(walletApi({ kyc: 'verified' })),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('textbox', { name: 'Verified wallet address' }),
    ).toHaveValue(trcAddress);
    await expect(callsTo('/user/get-wallet-address')).toEqual([
      { method: 'POST', path: '/user/get-wallet-address', body: { userId: 'LT4821937' } },
    ]);
  },
};

export const KycRejectedResubmit: Story = {
  beforeEach: mockApi(
    walletApi({ kyc: 'rejected', reason: 'The Telegram ID could not be found.' }),
  ),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(await canvas.findByText('The Telegram ID could not be found.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resubmit' }));
    // The form starts from the details sent last: only the Telegram ID is corrected.
    await expect(await canvas.findByLabelText('Name')).toHaveValue(walletDetails.name);
    const telegram = canvas.getByLabelText('Telegram ID');
    await userEvent.clear(telegram);
    await userEvent.type(telegram, '@ravi_kumar');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const dialog = await findDialog('Success!');
    await expect(callsTo('/wallet/walletdetails/').map((call) => call.body)).toEqual([
      { ...walletDetails, telegramId: '@ravi_kumar' },
    ]);
    await confirm(context, dialog);
    await canvas.findByRole('heading', { level: 1, name: 'Home' });
  },
};

export const NarrowWalletDetails: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Wallet details form' });
  },
};

// ---- /userdashboard/ewallet ----

async function openWithdraw({ canvas, userEvent }: PlayContext) {
  // The history has loaded (a row on a wide screen, a card on a phone).
  await canvas.findAllByText('WD-000031');
  await userEvent.click(canvas.getByRole('button', { name: 'Withdraw USDT' }));
  return within(await findDialog('Withdraw USDT'));
}

async function withdraw(context: PlayContext, amount = '25.5') {
  const { userEvent } = context;
  const dialog = await openWithdraw(context);
  await waitFor(() => expect(dialog.getByText('182.75 USDT')).toBeVisible());
  await userEvent.type(dialog.getByLabelText('Amount (USDT)'), amount);
  await userEvent.type(dialog.getByLabelText('Account password'), 'trade-safe-2026');
  await userEvent.type(dialog.getByLabelText('Unique key'), 'K7QX-M2PA-9TRD-4HWN');
  await userEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
}

export const EWalletOverview: Story = {
  args: { path: '/userdashboard/ewallet' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'E-Wallet' })).toBeVisible();
    const balance = canvas.getByRole('group', { name: 'Wallet balance' });
    await waitFor(() => expect(balance).toHaveTextContent('182.75USDT'));
    await expect(await canvas.findByRole('textbox', { name: 'Wallet address (USDT)' })).toHaveValue(
      trcAddress,
    );
    await canvas.findByRole('row', { name: /WD-000024/ });
    await expect(callsTo('/dashboard/user-dashboard')[0]?.body).toEqual({ sponsorId: 'LT4821937' });
    await expect(callsTo('/user/get-walletorders-byid')[0]?.body).toEqual({
      sponsorId: 'LT4821937',
    });
  },
};

export const EWalletWithdraw: Story = {
  args: { path: '/userdashboard/ewallet' },
  play: async (context) => {
    const { canvas } = context;
    await withdraw(context);
    const dialog = await findDialog('Success!');
    await expect(dialog).toHaveAccessibleDescription('Withdrawal request submitted successfully');
    await expect(callsTo('/user/withdrawal-request')).toEqual([
      {
        method: 'POST',
        path: '/user/withdrawal-request',
        body: {
          sponsorId: 'LT4821937',
          amount: 25.5,
          password: 'trade-safe-2026',
          uniqueKey: 'K7QX-M2PA-9TRD-4HWN',
        },
      },
    ]);
    await confirm(context, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByRole('row', { name: /WD-000038/ })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Wallet balance' })).toHaveTextContent('157.25USDT'),
    );
    await expect(canvas.getByRole('button', { name: 'Withdraw USDT' })).toHaveFocus();
    restFocus();
  },
};

export const EWalletWithdrawEmpty: Story = {
  args: { path: '/userdashboard/ewallet' },
  play: async (context) => {
    const dialog = await openWithdraw(context);
    await context.userEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await findDialog('Please fill in all fields.');
    await expect(callsTo('/user/withdrawal-request')).toHaveLength(0);
  },
};

export const EWalletWithdrawRefused: Story = {
  args: { path: '/userdashboard/ewallet' },
  beforeEach: mockApi(
    walletApi({ withdraw: () => fail(403, 'Invalid unique key. 4 attempts left.') }),
  ),
  play: async (context) => {
    await withdraw(context);
    const dialog = await findDialog('Oops!');
    await expect(dialog).toHaveAccessibleDescription('Invalid unique key. 4 attempts left.');
    await confirm(context, dialog);
    // The form stays open with what was typed, to correct the key.
    const form = within(await findDialog('Withdraw USDT'));
    await expect(form.getByLabelText('Amount (USDT)')).toHaveValue(25.5);
  },
};

export const EWalletWithdrawServerError: Story = {
  args: { path: '/userdashboard/ewallet' },
  beforeEach: mockApi(walletApi({ withdraw: () => fail(502) })),
  play: async (context) => {
    await withdraw(context);
    const dialog = await findDialog('Oops!');
    await expect(dialog).toHaveAccessibleDescription('Something went wrong.');
  },
};

export const EWalletNoAddress: Story = {
  args: { path: '/userdashboard/ewallet' },
  beforeEach: mockApi(walletApi({ address: null })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Wallet details' })).toBeVisible();
  },
};

export const NarrowEWallet: Story = {
  ...phoneViewport,
  args: { path: '/userdashboard/ewallet' },
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', { name: 'Withdrawal history' });
    await expect(await within(cards).findByText('WD-000031')).toBeVisible();
    await canvas.findByRole('textbox', { name: 'Wallet address (USDT)' });
  },
};

// ---- Second factor on guarded writes ----

export const EWalletWithdrawCodeAsked: Story = {
  args: { path: '/userdashboard/ewallet' },
  beforeEach: mockApi(walletApi({ secondFactor: 'asked' })),
  play: async (context) => {
    const { userEvent } = context;
    await withdraw(context);
    const dialog = within(await findDialog('Withdraw USDT'));
    const code = await dialog.findByLabelText('Authentication code');
    await waitFor(() => expect(code).toHaveFocus());
    // Nothing the member typed is lost.
    await expect(dialog.getByLabelText('Amount (USDT)')).toHaveValue(25.5);
    await expect(dialog.getByLabelText('Account password')).toHaveValue('trade-safe-2026');
    await expect(dialog.getByLabelText('Unique key')).toHaveValue('K7QX-M2PA-9TRD-4HWN');
    await userEvent.type(code, '000000{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription(new RegExp(INVALID_CODE)));
    await userEvent.type(code, '123456{Enter}');
    const done = await findDialog('Success!');
    await expect(callsTo('/user/withdrawal-request').map((call) => call.body)).toEqual([
      expect.not.objectContaining({ code: expect.anything() }),
      expect.objectContaining({ code: '000000', amount: 25.5 }),
      expect.objectContaining({ code: '123456', uniqueKey: 'K7QX-M2PA-9TRD-4HWN' }),
    ]);
    await confirm(context, done);
    restFocus();
  },
};

/** The member's status says it is on: the code is asked with the other fields. */
export const EWalletWithdrawCodeUpFront: Story = {
  args: { path: '/userdashboard/ewallet' },
  beforeEach: mockApi(walletApi({ secondFactor: 'on' })),
  play: async (context) => {
    const dialog = await openWithdraw(context);
    await expect(await dialog.findByLabelText('Authentication code')).toBeVisible();
    await expect(dialog.getByLabelText('Amount (USDT)')).toHaveFocus();
  },
};

export const NarrowEWalletWithdrawCode: Story = {
  ...phoneViewport,
  args: { path: '/userdashboard/ewallet' },
  beforeEach: mockApi(walletApi({ secondFactor: 'asked' })),
  play: async (context) => {
    await withdraw(context);
    const dialog = within(await findDialog('Withdraw USDT'));
    await waitFor(() => expect(dialog.getByLabelText('Authentication code')).toHaveFocus());
  },
};

export const WalletDetailsCodeAsked: Story = {
  beforeEach: mockApi(walletApi({ secondFactor: 'asked' })),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await submitWalletForm(context);
    const code = await canvas.findByLabelText('Authentication code');
    await waitFor(() => expect(code).toHaveFocus());
    await expect(canvas.getByLabelText('Name')).toHaveValue(walletDetails.name);
    await expect(canvas.getByLabelText(/^Wallet address/)).toHaveValue(walletDetails.Walletaddress);
    await userEvent.type(code, '123456{Enter}');
    const done = await findDialog('Success!');
    await expect(callsTo('/wallet/walletdetails/').at(-1)?.body).toEqual({
      ...walletDetails,
      code: '123456',
    });
    await confirm(context, done);
  },
};
