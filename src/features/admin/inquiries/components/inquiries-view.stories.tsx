import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import { inquiries, listOf } from '@/features/admin/testing/fixtures';
import { InquiriesView } from './inquiries-view';

const meta = {
  title: 'Admin/Inquiries',
  component: InquiriesView,
  tags: ['autodocs'],
  args: {
    filter: 'all',
    onFilterChange: fn(),
    list: listOf(inquiries),
    onMark: fn(async (): Promise<ActionOutcome> => 'done'),
  },
} satisfies Meta<typeof InquiriesView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findMessage(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const All: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Contact inquiries' }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Unread' })).toBeVisible();
    await expect(canvas.getByText('Unread', { selector: '[title]' })).toBeVisible();
    await expect(canvas.getByText('Read', { selector: '[title]' })).toBeVisible();
  },
};

export const OpenMarksRead: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Open the message from Sanjay Patel' }),
    );
    const dialog = await findMessage('Message from Sanjay Patel');
    await expect(dialog.getByText(/differs from Premium/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'sanjay.patel@example.com' })).toHaveAttribute(
      'href',
      'mailto:sanjay.patel@example.com',
    );
    await expect(args.onMark).toHaveBeenCalledWith(inquiries[0], true);
  },
};

export const OpenReadOne: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Open the message from Leela Menon' }),
    );
    const dialog = await findMessage('Message from Leela Menon');
    await expect(dialog.getByText(/Could someone please check/)).toBeVisible();
    await expect(args.onMark).not.toHaveBeenCalled();
  },
};

export const MarkUnread: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Open the message from Leela Menon' }),
    );
    const dialog = await findMessage('Message from Leela Menon');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark unread' }));
    await expect(args.onMark).toHaveBeenCalledWith(inquiries[1], false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      canvas.getByRole('button', { name: 'Open the message from Leela Menon' }),
    ).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const UnreadFilter: Story = {
  args: { filter: 'unread', list: listOf(inquiries.slice(0, 1)) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('all');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = { args: { list: listOf(undefined) } };

export const Empty: Story = {
  args: { filter: 'unread', list: listOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No unread inquiries')).toBeVisible();
  },
};

export const Error: Story = {
  args: { list: listOf(undefined, { error: 'Could not load inquiries' }) },
};

export const LongText: Story = {
  args: {
    list: listOf([
      {
        _id: 'i9',
        phoneNo: '9000000001',
        createdAt: '2026-03-10T09:00:00.000Z',
        name: 'Venkata Subrahmanyam Lakshminarayana Chandrasekharan',
        email: 'venkata.subrahmanyam.lakshminarayana@example-long-domain.com',
        message: `${'I would like to understand the scholarship for the Whales Master Trader Course. '.repeat(12)}Thank you.`,
        readAt: null,
      },
      ...inquiries,
    ]),
  },
};

export const LongMessageOpen: Story = {
  args: LongText.args,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Open the message from Venkata/ }));
    await findMessage('Message from Venkata Subrahmanyam Lakshminarayana Chandrasekharan');
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowOpen: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Open the message from Leela Menon' }),
    );
    await findMessage('Message from Leela Menon');
  },
};
