import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RECOVERY_BY_ADMIN, RECOVERY_CODE_INVALID, RECOVERY_SENT } from '@contract/notifications';
import { ApiError } from '@/lib/api';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { EMAIL_CODE_REQUIRED } from '@/ui/one-time-code-field/one-time-code-field';
import { memberLogin, operatorLogin } from '../login-variants';
import {
  BACK_TO_LOGIN,
  ForgotPasswordView,
  NEW_PASSWORD_SHORT,
  type ForgotPasswordViewProps,
} from './forgot-password-view';

const CHANGED = 'Your password is changed. Log in with the new password.';

const meta = {
  title: 'Auth/ForgotPassword',
  component: ForgotPasswordView,
  tags: ['autodocs'],
  parameters: { pad: false },
  args: {
    variant: memberLogin,
    loginPath: '/login',
    emailRecovery: true,
    onAsk: fn<ForgotPasswordViewProps['onAsk']>(async () => RECOVERY_SENT),
    onReset: fn<ForgotPasswordViewProps['onReset']>(async () => CHANGED),
  },
} satisfies Meta<typeof ForgotPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const rejectWith = (status: number, message: string) => async (): Promise<string> => {
  throw new ApiError(status, message);
};

async function askCode({ canvas, userEvent }: PlayContext, id = 'lt4821937') {
  await userEvent.type(canvas.getByLabelText('User ID'), id);
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
  return canvas.findByLabelText('Code from the e-mail');
}

async function changePassword(context: PlayContext, code: string, password: string) {
  const field = await askCode(context);
  await context.userEvent.type(field, code);
  if (password)
    await context.userEvent.type(context.canvas.getByLabelText('New password'), password);
  await context.userEvent.click(context.canvas.getByRole('button', { name: 'Change password' }));
  return field;
}

export const MemberAsk: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
    await expect(canvas.getByLabelText('User ID')).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

export const MissingId: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(canvas.getByLabelText('User ID')).toHaveAccessibleDescription(
      'User ID is required',
    );
    await expect(args.onAsk).not.toHaveBeenCalled();
  },
};

export const InvalidId: Story = {
  args: {
    onAsk: fn<ForgotPasswordViewProps['onAsk']>(
      rejectWith(400, 'User ID must look like LT1234567'),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('User ID'), 'ravi{Enter}');
    await waitFor(() =>
      expect(canvas.getByLabelText('User ID')).toHaveAccessibleDescription(
        'User ID must look like LT1234567',
      ),
    );
  },
};

export const CodeSent: Story = {
  play: async (context) => {
    const code = await askCode(context, '  lt4821937 ');
    await expect(context.args.onAsk).toHaveBeenCalledWith('lt4821937');
    await expect(context.canvas.getByText(RECOVERY_SENT)).toBeVisible();
    await waitFor(() => expect(code).toHaveFocus());
    await expect(context.canvas.getByLabelText('New password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};

export const ShortPassword: Story = {
  play: async (context) => {
    await changePassword(context, '123456', 'short');
    await expect(context.canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      new RegExp(NEW_PASSWORD_SHORT),
    );
    await expect(context.args.onReset).not.toHaveBeenCalled();
  },
};

export const IncompleteCode: Story = {
  play: async (context) => {
    const code = await changePassword(context, '12', '');
    await expect(code).toHaveAccessibleDescription(EMAIL_CODE_REQUIRED);
    await expect(code).toHaveFocus();
  },
};

export const WrongCode: Story = {
  args: { onReset: fn<ForgotPasswordViewProps['onReset']>(rejectWith(400, RECOVERY_CODE_INVALID)) },
  play: async (context) => {
    const code = await changePassword(context, '123456', 'a-new-secret-2026');
    await waitFor(() => expect(code).toHaveAccessibleDescription(RECOVERY_CODE_INVALID));
    await expect(code).toHaveValue('');
    await expect(context.canvas.getByLabelText('New password')).toHaveValue('a-new-secret-2026');
  },
};

export const Changed: Story = {
  play: async (context) => {
    await changePassword(context, '123456', 'a-new-secret-2026');
    await expect(context.args.onReset).toHaveBeenCalledWith(
      'lt4821937',
      '123456',
      'a-new-secret-2026',
    );
    await expect(await context.canvas.findByText(CHANGED)).toBeVisible();
    const back = context.canvas.getByRole('link', { name: BACK_TO_LOGIN });
    await expect(back).toHaveAttribute('href', '/login');
    await waitFor(() => expect(back).toHaveFocus());
  },
};

export const OtherAccount: Story = {
  play: async (context) => {
    await askCode(context);
    await context.userEvent.click(
      context.canvas.getByRole('button', { name: 'Use another account' }),
    );
    await waitFor(() => expect(context.canvas.getByLabelText('User ID')).toHaveFocus());
  },
};

export const ByAdmin: Story = {
  args: { emailRecovery: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(RECOVERY_BY_ADMIN);
    await expect(canvas.queryByLabelText('User ID')).toBeNull();
    await expect(canvas.getByRole('link', { name: BACK_TO_LOGIN })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const ByAdminFromServer: Story = {
  args: { onAsk: fn<ForgotPasswordViewProps['onAsk']>(rejectWith(409, RECOVERY_BY_ADMIN)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('User ID'), 'LT4821937{Enter}');
    await expect(await canvas.findByRole('note')).toHaveTextContent(RECOVERY_BY_ADMIN);
  },
};

export const Loading: Story = { args: { emailRecovery: undefined } };

export const Operator: Story = {
  args: { variant: operatorLogin, loginPath: '/topupdashboard/login' },
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByLabelText('E-mail');
    await expect(email).toHaveAttribute('type', 'email');
    await userEvent.type(email, 'meera@topup.example{Enter}');
    await expect(args.onAsk).toHaveBeenCalledWith('meera@topup.example');
    await canvas.findByLabelText('Code from the e-mail');
  },
};

export const NarrowCodeSent: Story = {
  ...phoneViewport,
  play: async (context) => {
    await askCode(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowByAdmin: Story = { ...phoneViewport, args: { emailRecovery: false } };
