import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { longScholarshipRows, scholarshipRows } from './earnings.fixtures';
import { SCHOLARSHIP_EMPTY, SCHOLARSHIP_FAILURE, ScholarshipView } from './scholarship-view';

const meta = {
  title: 'Member/Scholarship',
  component: ScholarshipView,
  tags: ['autodocs'],
  args: { rows: scholarshipRows },
} satisfies Meta<typeof ScholarshipView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Scholarship' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'All Scholarship' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Package', 'Amount (USDT)', 'Status']);
    const first = within(within(table).getAllByRole('row')[1] as HTMLElement);
    await expect(first.getByRole('rowheader')).toHaveTextContent('01/03/2026');
    await expect(first.getByText('Whales Starter')).toBeVisible();
    await expect(first.getByText('40.00')).toBeVisible();
    const badge = first.getByText('Credited').closest('[data-slot="status-badge"]');
    await expect(badge).toHaveAttribute('data-variant', 'accent');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('table', { name: 'All Scholarship' })).getByText(SCHOLARSHIP_EMPTY),
    ).toHaveTextContent('No Scholarship available');
  },
};

export const Error: Story = {
  args: { rows: undefined, error: SCHOLARSHIP_FAILURE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load rewards');
  },
};

export const Loading: Story = {
  args: { rows: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'All Scholarship' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LongText: Story = {
  args: { rows: longScholarshipRows },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('table', { name: 'All Scholarship' })).getByText('31/12/2025'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('table', { name: 'All Scholarship' })).getByText(
        /Premium Master Trader Course with/,
      ),
    ).toBeVisible();
  },
};

/** On a phone each payment is a card with its status first; nothing scrolls sideways. */
export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'All Scholarship' })).getAllByRole(
      'listitem',
    );
    await expect(cards).toHaveLength(3);
    const last = within(cards[2] as HTMLElement);
    await expect(last.getByText('Credited')).toBeVisible();
    await expect(last.getByText('Bull Starter')).toBeVisible();
    await expect(last.getByText('5.00')).toBeVisible();
    await expect(last.getByText('01/02/2026')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowEmpty: Story = { ...phoneViewport, args: { rows: [] } };

export const NarrowLongText: Story = { ...phoneViewport, args: { rows: longScholarshipRows } };
