import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ApiError } from '@/lib/api';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { SessionsView, type SessionsViewProps } from './sessions-view';
import { longSessions, sessions, thisDevice } from './account.fixtures';

const meta = {
  title: 'Account/Signed-in devices',
  component: SessionsView,
  tags: ['autodocs'],
  args: {
    sessions,
    onRetry: fn(),
    onSignOut: fn<SessionsViewProps['onSignOut']>(async () => undefined),
    onSignOutOthers: fn(async () => 2),
  },
} satisfies Meta<typeof SessionsView>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function openEverywhere({ canvas, userEvent }: PlayContext) {
  await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere' }));
  return within(await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' }));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Signed-in devices' }));
    const rows = list.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0] as HTMLElement).getByText('This device')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(
      canvas.getByText(/198\.51\.100\.9 · Signed in 10\/03\/2026, 18:12 UTC/),
    ).toBeVisible();
    await expect(canvas.getByText(/Address unknown/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out Firefox on Windows' })).toBeVisible();
  },
};

export const SignOutOne: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out Safari on macOS' }));
    await expect(args.onSignOut).toHaveBeenCalledWith('29');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Safari on macOS is signed out.',
    );
    await expect(canvas.getByRole('list', { name: 'Signed-in devices' })).toHaveFocus();
  },
};

export const SignOutOneFails: Story = {
  args: {
    onSignOut: fn<SessionsViewProps['onSignOut']>(() =>
      Promise.reject(new ApiError(404, 'This session is not open')),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out Firefox on Windows' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This session is not open');
  },
};

/** The confirmation names what happens; Cancel leaves everything signed in. */
export const EverywhereCancel: Story = {
  play: async (context) => {
    const dialog = await openEverywhere(context);
    // The dialog fades in.
    await waitFor(() =>
      expect(
        dialog.getByText(
          'Every other device signed in to your account is signed out now. This device stays signed in.',
        ),
      ).toBeVisible(),
    );
    await context.userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(context.args.onSignOutOthers).not.toHaveBeenCalled();
    await expect(context.canvas.getByRole('button', { name: 'Sign out everywhere' })).toHaveFocus();
  },
};

export const EverywhereDone: Story = {
  play: async (context) => {
    const dialog = await openEverywhere(context);
    await context.userEvent.click(dialog.getByRole('button', { name: 'Sign out everywhere' }));
    await expect(context.args.onSignOutOthers).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await context.canvas.findByRole('status')).toHaveTextContent(
      'Signed out on 2 other devices.',
    );
  },
};

export const EverywhereFails: Story = {
  args: { onSignOutOthers: fn(() => Promise.reject(new ApiError(500, ''))) },
  play: async (context) => {
    const dialog = await openEverywhere(context);
    await context.userEvent.click(dialog.getByRole('button', { name: 'Sign out everywhere' }));
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'Could not sign out your other devices. Please try again.',
    );
  },
};

/** Only this device: nothing to sign out, and the page says so. */
export const OnlyThisDevice: Story = {
  args: { sessions: [thisDevice] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('This is the only device signed in to your account.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign out everywhere' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { sessions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign out everywhere' })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { sessions: undefined, error: 'Could not load your signed-in devices.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not load your signed-in devices.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { sessions: longSessions },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/2001:db8:85a3/)).toBeVisible();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  args: { sessions: longSessions },
  play: async (context) => {
    await expect(context.canvas.getByText(/2001:db8:85a3/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const dialog = await openEverywhere(context);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible(),
    );
  },
};
