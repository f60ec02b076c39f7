import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { CODE_REQUIRED, INVALID_CODE } from '@contract/two-factor';
import { ApiError } from '@/lib/api';
import { phoneViewport } from '@/ui/lib/story-viewports';
import {
  adminOff,
  adminOn,
  recoveryCodes,
  SECRET,
  setupFixture,
  statusOff,
  statusOn,
  statusReset,
} from './two-factor.fixtures';
import { TwoFactorView } from './two-factor-view';

/** The server's check: 123456 is the current code, anything else is refused. */
const checked = <T,>(answer: T) =>
  fn(async (code: string) => {
    if (code !== '123456') throw new ApiError(401, INVALID_CODE);
    return answer;
  });

const meta = {
  title: 'Two-factor/TwoFactorView',
  component: TwoFactorView,
  tags: ['autodocs'],
  args: {
    status: statusOff,
    onRetry: fn(),
    account: 'LT4821937',
    onSetup: fn(async () => setupFixture),
    onEnable: checked(recoveryCodes),
    onDisable: fn(async (_password: string, code: string) => {
      if (code !== '123456') throw new ApiError(401, INVALID_CODE);
    }),
    onRegenerate: checked(recoveryCodes),
    onCodesSaved: fn(),
  },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof TwoFactorView>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function openSetup({ canvas, userEvent }: PlayContext) {
  await userEvent.click(canvas.getByRole('button', { name: 'Set up two-factor sign-in' }));
  return canvas.findByRole('img', { name: /QR code/ });
}

export const Loading: Story = {
  args: { status: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: undefined, error: 'Could not load your two-factor settings.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not load your two-factor settings.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Off: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Off')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeEnabled();
  },
};

/** After an administrator removed it, the person is told when. */
export const ResetByAdmin: Story = {
  args: { status: statusReset },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      /An administrator removed your two-factor sign-in on .*2026/,
    );
  },
};

export const Setup: Story = {
  play: async (context) => {
    const { canvas } = context;
    const qr = await openSetup(context);
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(canvas.getByTestId('manual-key')).toHaveTextContent('JBSW Y3DP');
    await context.userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(SECRET);
    // Only an app code confirms enrolment.
    await expect(canvas.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
  },
};

export const SetupFailed: Story = {
  args: {
    onSetup: fn(() =>
      Promise.reject(new ApiError(429, 'Too many attempts, try again in a minute')),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts, try again in a minute',
    );
  },
};

export const EnableWrongCode: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await openSetup(context);
    const field = canvas.getByLabelText('Authentication code');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(field).toHaveAccessibleDescription(new RegExp(CODE_REQUIRED));
    await userEvent.type(field, '999999{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(INVALID_CODE)));
    await expect(field).toHaveFocus();
  },
};

/** The right code turns it on and shows the recovery codes once; Continue needs the box ticked. */
export const EnableShowsCodes: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await openSetup(context);
    await userEvent.type(canvas.getByLabelText('Authentication code'), '123456{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    const next = canvas.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have saved them' }));
    await userEvent.click(next);
    await expect(args.onCodesSaved).toHaveBeenCalledTimes(1);
  },
};

export const On: Story = {
  args: { status: statusOn },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('On')).toBeVisible();
    await expect(canvas.getByText('10 recovery codes left')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn off' })).toBeVisible();
  },
};

export const FewCodesLeft: Story = {
  args: { status: { ...statusOn, recoveryCodesLeft: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 recovery code left')).toBeVisible();
    await expect(
      canvas.getByText('You are running out of recovery codes: make new ones.'),
    ).toBeVisible();
  },
};

export const Regenerate: Story = {
  args: { status: statusOn },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New recovery codes' }));
    const field = canvas.getByLabelText('Authentication code');
    await userEvent.type(field, '123456{Enter}');
    await expect(args.onRegenerate).toHaveBeenCalledWith('123456');
    await expect(await canvas.findByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  },
};

export const RegenerateWrongCode: Story = {
  args: { status: statusOn },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New recovery codes' }));
    const field = canvas.getByLabelText('Authentication code');
    await userEvent.type(field, '000000{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(INVALID_CODE)));
  },
};

async function openDisable({ canvas, userEvent }: PlayContext) {
  await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
  const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const DisableDialog: Story = {
  args: { status: statusOn },
  play: async (context) => {
    const dialog = await openDisable(context);
    await expect(dialog.getByLabelText('Password')).toHaveFocus();
    await context.userEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    await expect(dialog.getByText('Password is required')).toBeVisible();
  },
};

export const DisableWrongCode: Story = {
  args: { status: statusOn },
  play: async (context) => {
    const { userEvent, args } = context;
    const dialog = await openDisable(context);
    await userEvent.type(dialog.getByLabelText('Password'), 'trade-safe-2024');
    await userEvent.type(dialog.getByLabelText('Authentication code'), '111111{Enter}');
    await expect(args.onDisable).toHaveBeenCalledWith('trade-safe-2024', '111111');
    await expect(await dialog.findByText(INVALID_CODE)).toBeVisible();
    await waitFor(() => expect(dialog.getByLabelText('Authentication code')).toHaveFocus());
  },
};

/** Escape closes the dialog and focus returns to Turn off. */
export const DisableEscape: Story = {
  args: { status: statusOn },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await openDisable(context);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Turn off' })).toHaveFocus();
  },
};

export const DisableDone: Story = {
  args: { status: statusOn },
  play: async (context) => {
    const { userEvent, args } = context;
    const dialog = await openDisable(context);
    await userEvent.type(dialog.getByLabelText('Password'), 'trade-safe-2024');
    await userEvent.type(dialog.getByLabelText('Authentication code'), '123456{Enter}');
    await expect(args.onDisable).toHaveBeenCalledWith('trade-safe-2024', '123456');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A new admin: the setup starts by itself, there is no Cancel. */
export const AdminEnrolment: Story = {
  args: { status: adminOff, enrolment: true, headingLevel: 'h1', account: 'admin@example.com' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(args.onSetup).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

/** An enrolled admin: recovery codes, but no way to turn it off. */
export const AdminOn: Story = {
  args: { status: adminOn, headingLevel: 'h1', account: 'admin@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Required for admins: it cannot be turned off.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Turn off' })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    status: statusReset,
    onSetup: fn(async () => ({ ...setupFixture, secret: `${SECRET}${SECRET}${SECRET}` })),
  },
  play: async (context) => {
    await openSetup(context);
    await expect(context.canvas.getByTestId('manual-key')).toBeVisible();
  },
};

export const NarrowSetup: Story = {
  ...phoneViewport,
  play: async (context) => {
    const qr = await openSetup(context);
    await expect(qr).toBeVisible();
  },
};

export const NarrowCodes: Story = {
  ...phoneViewport,
  play: async (context) => {
    const { canvas, userEvent } = context;
    await openSetup(context);
    await userEvent.type(canvas.getByLabelText('Authentication code'), '123456{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  },
};
