import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DIRECT_AFFILIATES_FAILURE, DirectAffiliatesView } from './direct-affiliates-view';
import { directTeam, longDirectTeam } from './network.fixtures';
import { phoneViewport } from '@/ui/lib/story-viewports';

const meta = {
  title: 'Member/DirectAffiliates',
  component: DirectAffiliatesView,
  tags: ['autodocs'],
  args: { rows: directTeam },
} satisfies Meta<typeof DirectAffiliatesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Direct affiliate' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'My direct team' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'User ID', 'Mobile', 'Joined', 'Status']);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    const deepak = within(rows[2] as HTMLElement);
    await expect(deepak.getByRole('rowheader')).toHaveTextContent('Deepak Verma');
    await expect(deepak.getByText('LT5541207')).toHaveClass('font-mono');
    await expect(deepak.getByText('9123456780')).toBeVisible();
    await expect(deepak.getByText('19/01/2026')).toBeVisible();
    await expect(deepak.getByText('Inactive')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Active')).toBeVisible();
    await expect(canvas.getByText(/members ·/)).toHaveTextContent('4 members · 3 active');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'My direct team' }));
    await expect(table.getByText('No direct team found')).toBeVisible();
    await expect(canvas.queryByText(/members ·/)).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { rows: undefined, error: 'You can only view your own referrals' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You can only view your own referrals',
    );
  },
};

export const ErrorGeneric: Story = {
  args: { rows: undefined, error: DIRECT_AFFILIATES_FAILURE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load direct affiliates');
  },
};

export const Loading: Story = {
  args: { rows: undefined, loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'My direct team' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('[data-slot="data-table-skeleton-row"]')).toHaveLength(5);
  },
};

export const LongText: Story = {
  args: { rows: longDirectTeam },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('rowheader', {
        name: 'Venkata Subrahmanyam Lakshminarayana Chandrasekhar',
      }),
    ).toBeVisible();
    // 23:30 UTC on 31 December is shown as that UTC date.
    const table = within(canvas.getByRole('table', { name: 'My direct team' }));
    await expect(table.getByText('31/12/2025')).toBeVisible();
    await expect(canvas.getByText(/member ·|members ·/)).toHaveTextContent('2 members · 1 active');
  },
};

/** On a phone each member is a card with the status first; nothing scrolls sideways. */
export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'My direct team' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(directTeam.length);
    for (const card of cards) {
      await expect(within(card).getByText(/^(Active|Inactive)$/)).toBeVisible();
    }
    await expect(within(cards[0] as HTMLElement).getByText('User ID')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowEmpty: Story = { ...phoneViewport, args: { rows: [] } };

export const NarrowLongText: Story = { ...phoneViewport, args: { rows: longDirectTeam } };
