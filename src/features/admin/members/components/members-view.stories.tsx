import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MemberSummary } from '@contract/admin';
import { expect, fn, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { listOf, longName, members } from '@/features/admin/testing/fixtures';
import { MembersView } from './members-view';

const meta = {
  title: 'Admin/Members',
  component: MembersView,
  tags: ['autodocs'],
  args: {
    query: '',
    onQueryChange: fn(),
    list: listOf(members, { hasMore: true }),
  },
} satisfies Meta<typeof MembersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllMembers: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'All members, newest first' }));
    await expect(table.getByRole('link', { name: 'Anita Sharma' })).toHaveAttribute(
      'href',
      '/admin/members/LT5530114',
    );
    await expect(table.getByText('Login blocked')).toBeVisible();
    await expect(table.getByText('Inactive')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  },
};

export const Search: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('searchbox', { name: 'Sponsor ID, name, mobile or e-mail' });
    await userEvent.type(field, '  LT5530114 {Enter}');
    await expect(args.onQueryChange).toHaveBeenCalledWith('LT5530114');
  },
};

export const Results: Story = {
  args: { query: 'Ravi', list: listOf(members.slice(0, 1)) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('Ravi');
    await expect(canvas.getByRole('table', { name: 'Members matching “Ravi”' })).toBeVisible();
    await expect(canvas.getByText(/member · End of list/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

export const NoMatch: Story = {
  args: { query: 'nobody@example.com', list: listOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No member matches “nobody@example.com”')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { list: listOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No members yet')).toBeVisible();
  },
};

export const Loading: Story = { args: { list: listOf(undefined) } };

export const Error: Story = {
  args: { query: 'Ravi', list: listOf(undefined, { error: 'Could not load members' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load members');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

const longMember: MemberSummary = {
  ...longName,
  mobileNumber: '9876500000',
  isActive: true,
  blocked: true,
  joinedAt: '2026-01-15T09:00:00.000Z',
  email: 'venkata.subrahmanyam.lakshminarayana.chandrasekharan@example-mail-provider.com',
  personalPoints: 1_250_000,
};

export const LongText: Story = {
  args: {
    query: 'Venkata Subrahmanyam Lakshminarayana Chandrasekharan',
    list: listOf([longMember, ...members]),
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  args: { query: 'Ravi', list: listOf([longMember, ...members], { hasMore: true }) },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
