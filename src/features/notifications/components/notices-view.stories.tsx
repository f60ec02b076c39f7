import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Notification } from '@contract/notifications';
import { LinkProvider, type LinkComponentProps } from '@/ui/lib/link';
import { phoneViewport } from '@/ui/lib/story-viewports';
import type { ListState } from '@/lib/use-keyset';
import { NoticesView } from './notices-view';
import { longNotice, notices } from './notifications.fixtures';

/** Links that stay on the story (the page stories follow them in a router). */
function StayingLink({ onClick, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}

const listOf = (
  rows: Notification[] | undefined,
  state: Partial<ListState<Notification>> = {},
): ListState<Notification> => ({
  rows,
  loading: rows === undefined && !state.error,
  hasMore: false,
  loadingMore: false,
  onLoadMore: fn(),
  onRetry: fn(),
  ...state,
});

const meta = {
  title: 'Notifications/List',
  component: NoticesView,
  tags: ['autodocs'],
  args: {
    list: listOf(notices),
    unread: 3,
    onOpen: fn(),
    onMarkAllRead: fn(async () => undefined),
  },
  decorators: [
    (Story) => (
      <LinkProvider component={StayingLink}>
        <Story />
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof NoticesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(canvas.getByText('3 unread')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Your notifications' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveAttribute('data-state', 'unread');
    await expect(items[3]).toHaveAttribute('data-state', 'read');
    await expect(
      within(list).getByRole('link', { name: 'Unread: Deposit approved' }),
    ).toHaveAttribute('href', '/userdashboard/reports');
    await expect(within(list).getByRole('link', { name: 'Weekly payout credited' })).toBeVisible();
    await expect(canvas.getByText(/End of list/)).toHaveTextContent(
      'All 5 notifications shown · End of list',
    );
  },
};

export const OpenFollowsLink: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Unread: Deposit approved' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(notices[0]);
  },
};

export const MarkOneWithoutLink: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mark as read: New sign-in to your account' }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(notices[2]);
  },
};

export const MarkAll: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByText('3 unread')).toHaveFocus());
  },
};

export const MarkAllFails: Story = {
  args: {
    onMarkAllRead: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not mark your notifications as read. Please try again.',
    );
  },
};

export const AllRead: Story = {
  args: {
    list: listOf(notices.map((notice) => ({ ...notice, readAt: '2026-03-15T08:00:00.000Z' }))),
    unread: 0,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are all caught up.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /^Mark as read/ })).toBeNull();
  },
};

export const MoreToLoad: Story = {
  args: { list: listOf(notices, { hasMore: true }) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.list.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { list: listOf(notices, { hasMore: true, loadingMore: true }) },
};

export const Loading: Story = {
  args: { list: listOf(undefined), unread: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { list: listOf([]), unread: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No notifications yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    list: listOf(undefined, { error: 'Could not load your notifications' }),
    unread: undefined,
  },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load your notifications');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.list.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: { list: listOf([longNotice, ...notices]), unread: 1250 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,250 unread')).toBeVisible();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  args: { list: listOf([longNotice, ...notices], { hasMore: true }), unread: 4 },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowEmpty: Story = { ...phoneViewport, args: { list: listOf([]), unread: 0 } };
