import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import {
  closedPeriods,
  listOf,
  preview,
  scholarshipRuns,
  settlement,
  settlements,
  longName,
} from '@/features/admin/testing/fixtures';
import { PayoutsView } from './payouts-view';

const meta = {
  title: 'Admin/Payouts',
  component: PayoutsView,
  tags: ['autodocs'],
  args: {
    summary: preview,
    preview: listOf(settlements),
    periods: listOf(closedPeriods),
    scholarships: listOf(scholarshipRuns),
    onClosePeriod: fn(async (): Promise<ActionOutcome> => 'done'),
    onPayScholarships: fn(async (): Promise<ActionOutcome> => 'done'),
    today: new Date('2026-03-10T12:00:00Z'),
  },
} satisfies Meta<typeof PayoutsView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string) {
  const dialog = await screen.findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await expect(canvas.getByText(/Period 14, started 09\/03\/2026/)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Payout' })).toHaveTextContent('1,548.50USDT');
    const table = within(canvas.getByRole('table', { name: 'Open period preview' }));
    await expect(table.getByText('Capped')).toBeVisible();
    await expect(table.getAllByRole('row')[2]).toHaveTextContent('12,000|left,3,500right');
    await expect(
      canvas.getByRole('link', { name: /^09\/03\/2026.*view the members paid$/ }),
    ).toHaveAttribute('href', '/admin/payouts/13');
    await expect(
      canvas.getByRole('link', { name: /^March 2026.*view the payments$/ }),
    ).toHaveAttribute('href', '/admin/scholarships/2026-03');
  },
};

export const CloseStatesTotals: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close now' }));
    const dialog = await findDialog('Close the period now?');
    await expect(dialog.getByText('Members paid').nextElementSibling).toHaveTextContent('3');
    await expect(dialog.getByText('Gross bonus').nextElementSibling).toHaveTextContent(
      '1,630.00 USDT',
    );
    await expect(dialog.getByText('TDS withheld').nextElementSibling).toHaveTextContent(
      '81.50 USDT',
    );
    await expect(
      dialog.getByText('Payout', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('1,548.50 USDT');
    await userEvent.click(dialog.getByRole('button', { name: 'Close now' }));
    await expect(args.onClosePeriod).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const CancelClose: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close now' }));
    const dialog = await findDialog('Close the period now?');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClosePeriod).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PayScholarships: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay this month’s scholarships' }));
    const dialog = await findDialog('Pay this month’s scholarships?');
    await expect(dialog.getByText(/March 2026 scholarship/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Pay scholarships' }));
    await expect(args.onPayScholarships).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: {
    summary: undefined,
    preview: listOf(undefined),
    periods: listOf(undefined),
    scholarships: listOf(undefined),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close now' })).toBeDisabled();
  },
};

export const NothingYet: Story = {
  args: {
    summary: { ...preview, totals: { members: 0, gross: 0, tds: 0, payout: 0 } },
    preview: listOf([]),
    periods: listOf([]),
    scholarships: listOf([]),
  },
};

export const Error: Story = {
  args: {
    summary: undefined,
    preview: listOf(undefined, { error: 'Could not load the open period' }),
    periods: listOf(undefined, { error: 'Could not load the closed periods' }),
    scholarships: listOf(undefined, { error: 'Could not load the scholarship runs' }),
  },
};

export const LongText: Story = {
  args: {
    preview: listOf(
      [
        settlement(longName, {
          carriedLeft: 1_234_567,
          carriedRight: 987_654,
          periodLeft: 123_456,
          periodRight: 654_321,
          matched: 1_111_111,
          teamBonus: 5000,
          capApplied: true,
          payout: 123_456.78,
        }),
        ...settlements,
      ],
      { hasMore: true },
    ),
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowClose: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close now' }));
    await findDialog('Close the period now?');
  },
};
