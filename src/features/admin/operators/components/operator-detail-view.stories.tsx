import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import {
  decidedOrders,
  floatEntries,
  listOf,
  longOperator,
  operators,
} from '@/features/admin/testing/fixtures';
import { OperatorDetailView } from './operator-detail-view';

const meta = {
  title: 'Admin/OperatorDetail',
  component: OperatorDetailView,
  tags: ['autodocs'],
  args: {
    operatorId: '2',
    operator: operators[0],
    float: listOf(floatEntries),
    orders: listOf(
      decidedOrders.filter((order) => order.status === 'approved'),
      { hasMore: true },
    ),
    onFund: fn(async (): Promise<ActionOutcome> => 'done'),
  },
} satisfies Meta<typeof OperatorDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kiran Topup' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Operators' })).toHaveAttribute(
      'href',
      '/admin/operators',
    );
    const history = within(canvas.getByRole('table', { name: 'Float history' }));
    await expect(history.getAllByText('+5,000.00')).toHaveLength(2);
    await expect(history.getByText('-500.00')).toBeVisible();
    await expect(history.getAllByText('Operator credit')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

export const FundFromDetail: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fund float' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Fund Kiran Topup’s float' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount (USDT)' }), '1000');
    await userEvent.click(dialog.getByRole('button', { name: 'Fund float' }));
    await expect(args.onFund).toHaveBeenCalledWith(
      expect.objectContaining({ operatorId: '2', amount: 1000 }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { operator: undefined, float: listOf(undefined), orders: listOf(undefined) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Operator 2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fund float' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { operator: operators[1], float: listOf([]), orders: listOf([]) },
};

export const Error: Story = {
  args: {
    float: listOf(undefined, { error: 'Could not load the float history' }),
    orders: listOf(undefined, { error: 'Could not load the approved orders' }),
  },
};

export const LongText: Story = { args: { operator: longOperator } };

export const Narrow: Story = {
  ...phoneViewport,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
