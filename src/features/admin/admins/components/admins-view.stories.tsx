import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import type { ShownOnceResult } from '@/features/admin/shared/shown-once-dialog';
import { admins } from '@/features/admin/testing/fixtures';
import { AdminsView } from './admins-view';

const NEW_PASSWORD = 'kQ7v-Rm2x-Tz9p-Lw4c';

const meta = {
  title: 'Admin/Admins',
  component: AdminsView,
  tags: ['autodocs'],
  args: {
    admins,
    selfId: '1',
    onRetry: fn(),
    onReset: fn(async (): Promise<ShownOnceResult> => ({ outcome: 'done', secret: NEW_PASSWORD })),
  },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof AdminsView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string) {
  const dialog = await screen.findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const List: Story = {
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Admins' }));
    await expect(table.getAllByRole('row')).toHaveLength(4);
    await expect(table.getByText('You')).toBeVisible();
    await expect(table.queryByRole('button', { name: 'Reset password of Asha Admin' })).toBeNull();
    await expect(table.getByRole('button', { name: 'Reset password of Vikram Rao' })).toBeVisible();
  },
};

export const ResetShownOnce: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const reset = canvas.getByRole('button', { name: 'Reset password of Vikram Rao' });
    await userEvent.click(reset);
    const confirm = await findDialog('Reset Vikram Rao’s password?');
    await userEvent.click(confirm.getByRole('button', { name: 'Reset password' }));
    await expect(args.onReset).toHaveBeenCalledWith(admins[1]);
    const shown = await findDialog('New password for Vikram Rao');
    await expect(shown.getByText(NEW_PASSWORD)).toBeVisible();
    const copy = shown.getByRole('button', { name: 'Copy the new password' });
    await waitFor(() => expect(copy).toHaveFocus());
    await userEvent.click(copy);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(NEW_PASSWORD);
    await userEvent.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Vikram Rao’s password was reset.');
    await waitFor(() => expect(reset).toHaveFocus());
  },
};

export const NewPasswordShown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password of Vikram Rao' }));
    const confirm = await findDialog('Reset Vikram Rao’s password?');
    await userEvent.click(confirm.getByRole('button', { name: 'Reset password' }));
    await findDialog('New password for Vikram Rao');
  },
};

export const ResetFails: Story = {
  args: { onReset: fn(async (): Promise<ShownOnceResult> => ({ outcome: 'failed' })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password of Vikram Rao' }));
    const confirm = await findDialog('Reset Vikram Rao’s password?');
    await userEvent.click(confirm.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = { args: { admins: undefined } };

export const LoadError: Story = {
  args: { admins: undefined, error: 'Could not load the admins' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const cards = canvas.getByRole('list', { name: 'Admins' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowNewPassword: Story = { ...phoneViewport, play: NewPasswordShown.play };
