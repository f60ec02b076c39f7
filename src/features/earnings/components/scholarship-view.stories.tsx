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
    await expect(canvas.getByText(SCHOLARSHIP_EMPTY)).toHaveTextContent('No Scholarship available');
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
    await expect(canvas.getByText('31/12/2025')).toBeVisible();
    await expect(canvas.getByText(/Premium Master Trader Course with/)).toBeVisible();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('region', { name: 'All Scholarship' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowEmpty: Story = { ...phoneViewport, args: { rows: [] } };

export const NarrowLongText: Story = { ...phoneViewport, args: { rows: longScholarshipRows } };
