import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import { listOf, longOperator, operators } from '@/features/admin/testing/fixtures';
import type { FloatCredit } from '../api/operators';
import { OperatorsView } from './operators-view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const meta = {
  title: 'Admin/Operators',
  component: OperatorsView,
  tags: ['autodocs'],
  args: {
    list: listOf(operators),
    onCreate: fn(async (): Promise<ActionOutcome> => 'done'),
    onFund: fn(async (_credit: FloatCredit): Promise<ActionOutcome> => 'done'),
    onResetTwoFactor: fn(async (): Promise<ActionOutcome> => 'done'),
  },
} satisfies Meta<typeof OperatorsView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'All operators' }));
    await expect(table.getByRole('link', { name: 'Kiran Topup' })).toHaveAttribute(
      'href',
      '/admin/operators/2',
    );
    await expect(table.getByText('2,450.50')).toBeVisible();
    await expect(table.getByText('37')).toBeVisible();
  },
};

export const CreateValidates: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create operator' }));
    const dialog = await findDialog('Create operator');
    await userEvent.type(dialog.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.type(dialog.getByLabelText('Password'), 'short');
    await userEvent.click(dialog.getByRole('button', { name: 'Create operator' }));
    await expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    await expect(dialog.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Please enter a valid email.',
    );
    await expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription(
      /^At least 8 characters.*Password must be at least 8 characters\.$/,
    );
    await expect(dialog.getByLabelText('Name')).toHaveFocus();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const CreateSends: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create operator' }));
    const dialog = await findDialog('Create operator');
    await userEvent.type(dialog.getByLabelText('Name'), ' Meena Payments ');
    await userEvent.type(dialog.getByLabelText('E-mail'), 'meena@payments.example');
    await userEvent.type(dialog.getByLabelText('Password'), 'float-2026-safe');
    await userEvent.click(dialog.getByRole('button', { name: 'Create operator' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Meena Payments',
      email: 'meena@payments.example',
      password: 'float-2026-safe',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const FundFloat: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fund float for Kiran Topup' }));
    let dialog = await findDialog('Fund Kiran Topup’s float', 'alertdialog');
    await expect(dialog.getByText('2,450.50 USDT')).toBeVisible();
    const amount = dialog.getByRole('textbox', { name: 'Amount (USDT)' });
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(amount, '12.3456789');
    await userEvent.click(dialog.getByRole('button', { name: 'Fund float' }));
    await expect(amount).toHaveAccessibleDescription('The amount must have at most 6 decimals.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '-5');
    await userEvent.click(dialog.getByRole('button', { name: 'Fund float' }));
    await expect(amount).toHaveAccessibleDescription(
      'Enter an amount in USDT, e.g. 500 or 1250.50.',
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    // A double click sends one request: the dialog is busy after the first.
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Fund float' }));
    await expect(args.onFund).toHaveBeenCalledOnce();
    const [first] = args.onFund.mock.calls[0] ?? [];
    await expect(first).toMatchObject({ operatorId: '2', amount: 500 });
    await expect(first?.idempotencyKey).toMatch(UUID);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    // Another opening gets another key.
    await userEvent.click(canvas.getByRole('button', { name: 'Fund float for Kiran Topup' }));
    dialog = await findDialog('Fund Kiran Topup’s float', 'alertdialog');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount (USDT)' }), '250.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Fund float' }));
    const [second] = args.onFund.mock.calls[1] ?? [];
    await expect(second).toMatchObject({ amount: 250.5 });
    await expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = { args: { list: listOf(undefined) } };

export const Empty: Story = {
  args: { list: listOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No operators yet: create the first one.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { list: listOf(undefined, { error: 'Could not load operators' }) },
};

export const LongText: Story = {
  args: { list: listOf([longOperator, ...operators], { hasMore: true }) },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowCreate: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create operator' }));
    await findDialog('Create operator');
  },
};

// ---- Two-factor sign-in ----

export const ResetTwoFactor: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByText('2FA on').length).toBeGreaterThan(0);
    await expect(
      canvas.queryByRole('button', { name: 'Reset two-factor for Meena Payments' }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset two-factor for Kiran Topup' }));
    const dialog = await findDialog('Reset Kiran Topup’s two-factor sign-in?', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Reset two-factor' }));
    await expect(args.onResetTwoFactor).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'kiran@topup.example' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Kiran Topup’s two-factor sign-in was removed.',
      ),
    );
  },
};

export const ResetTwoFactorFails: Story = {
  args: { onResetTwoFactor: fn(async (): Promise<ActionOutcome> => 'failed') },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset two-factor for Kiran Topup' }));
    const dialog = await findDialog('Reset Kiran Topup’s two-factor sign-in?', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Reset two-factor' }));
    await expect(args.onResetTwoFactor).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
