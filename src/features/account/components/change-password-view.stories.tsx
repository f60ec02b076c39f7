import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ApiError } from '@/lib/api';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { ChangePasswordView, type ChangePasswordViewProps } from './change-password-view';

const CHANGED = 'Your password is changed; other devices are logged out';
const WRONG = 'Your current password is not correct';

const meta = {
  title: 'Account/Change password',
  component: ChangePasswordView,
  tags: ['autodocs'],
  args: {
    onChange: fn<ChangePasswordViewProps['onChange']>(async (current) => {
      if (current !== 'old-secret-1') throw new ApiError(401, WRONG);
      return CHANGED;
    }),
  },
} satisfies Meta<typeof ChangePasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function fill(
  { canvas, userEvent }: PlayContext,
  current: string,
  next: string,
  again = next,
) {
  await userEvent.type(canvas.getByLabelText('Current password'), current);
  await userEvent.type(canvas.getByLabelText('New password'), next);
  await userEvent.type(canvas.getByLabelText('Confirm new password'), again);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters.',
    );
  },
};

/** Empty: each field says what it needs and the first takes the focus; nothing is sent. */
export const Required: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByText('Current password is required')).toBeVisible();
    await expect(canvas.getByText('New password must be at least 8 characters')).toBeVisible();
    await expect(canvas.getByText('Please confirm your new password')).toBeVisible();
    await expect(canvas.getByLabelText('Current password')).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Mismatch: Story = {
  play: async (context) => {
    await fill(context, 'old-secret-1', 'new-secret-22', 'new-secret-23');
    await expect(context.canvas.getByText('The new passwords do not match')).toBeVisible();
    await expect(context.canvas.getByLabelText('Confirm new password')).toHaveFocus();
    await expect(context.args.onChange).not.toHaveBeenCalled();
  },
};

export const WrongCurrent: Story = {
  play: async (context) => {
    await fill(context, 'not-it', 'new-secret-22');
    await expect(await context.canvas.findByText(WRONG)).toBeVisible();
    await waitFor(() => expect(context.canvas.getByLabelText('Current password')).toHaveFocus());
  },
};

export const TooManyAttempts: Story = {
  args: {
    onChange: fn<ChangePasswordViewProps['onChange']>(() =>
      Promise.reject(new ApiError(429, 'Too many attempts. Please try again in 15 minutes.')),
    ),
  },
  play: async (context) => {
    await fill(context, 'old-secret-1', 'new-secret-22');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 15 minutes.',
    );
  },
};

export const Changed: Story = {
  play: async (context) => {
    await fill(context, 'old-secret-1', 'new-secret-22');
    await expect(context.args.onChange).toHaveBeenCalledWith('old-secret-1', 'new-secret-22');
    await expect(await context.canvas.findByRole('status')).toHaveTextContent(CHANGED);
    await expect(context.canvas.getByLabelText('Current password')).toHaveValue('');
  },
};

export const Busy: Story = {
  args: { onChange: fn<ChangePasswordViewProps['onChange']>(() => new Promise(() => undefined)) },
  play: async (context) => {
    await fill(context, 'old-secret-1', 'new-secret-22');
    await expect(context.canvas.getByRole('button', { name: 'Change password' })).toBeDisabled();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async (context) => {
    await fill(context, 'old-secret-1', 'new-secret-22');
    await expect(await context.canvas.findByRole('status')).toHaveTextContent(CHANGED);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
