import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { adminLogin, memberLogin, operatorLogin } from '../login-variants';
import { CODE_REQUIRED, INVALID_CODE } from '@contract/two-factor';
import { ApiError } from '@/lib/api';
import { LoginView, type LoginCredentials } from './login-view';
import { SignedInNotice } from './signed-in-notice';
import { SignupPrompt } from './signup-prompt';
import { phoneViewport } from '@/ui/lib/story-viewports';

const meta = {
  title: 'Auth/LoginView',
  component: LoginView,
  tags: ['autodocs'],
  parameters: { pad: false },
  args: {
    variant: memberLogin,
    onSubmit: fn(async () => undefined),
    onSuccess: fn(),
    footer: <SignupPrompt />,
  },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const staff = { footer: undefined } as const;
const never = () => new Promise<void>(() => undefined);
const rejectWith = (message: string) => () => Promise.reject(new ApiError(401, message));
const LONG_ERROR =
  'Too many failed attempts for this User ID. For your security, logging in is paused for 15 minutes. If these attempts were not yours, contact support from the Contact Us section of the home page and mention your sponsor ID.';

async function fill({ canvas, userEvent }: PlayContext, id: string, password: string) {
  if (id) await userEvent.type(canvas.getByRole('textbox'), id);
  if (password) await userEvent.type(canvas.getByLabelText('Password'), password);
}

async function submit({ canvas, userEvent }: PlayContext) {
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
}

async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

// ---- Member (/login) ----

export const MemberDefault: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
    const id = canvas.getByLabelText('User ID');
    await expect(id).toHaveAttribute('autocomplete', 'username');
    await expect(id).toBeRequired();
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('link', { name: 'Sign up with your sponsor' })).toHaveAttribute(
      'href',
      '/usersignup/verifysponsor',
    );
    await expect(canvas.getByRole('link', { name: 'LEARN-TRADE-EARN home' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const MemberFilled: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await fill(context, 'lt1234567', 'trade-safe-2024');
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MemberSubmitting: Story = {
  args: { onSubmit: fn(never) },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await fill(context, '  lt1234567 ', 'trade-safe-2024');
    await submit(context);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      id: 'lt1234567',
      password: 'trade-safe-2024',
    });
    const button = canvas.getByRole('button', { name: 'Submit' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByLabelText('Password'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const MemberEmptyFields: Story = {
  play: async (context) => {
    await submit(context);
    await findDialog('Please fill in both fields.');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Closing the alert puts the cursor in the first empty field. */
export const MemberEmptyFieldsClosed: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await submit(context);
    await findDialog('Please fill in both fields.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(canvas.getByLabelText('User ID')).toHaveFocus());
  },
};

export const MemberMissingPassword: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await fill(context, 'LT1234567', '');
    await submit(context);
    await findDialog('Please fill in both fields.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(canvas.getByLabelText('Password')).toHaveFocus());
  },
};

export const MemberBlankId: Story = {
  play: async (context) => {
    await fill(context, '   ', 'trade-safe-2024');
    await submit(context);
    await findDialog('Please fill in both fields.');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MemberServerError: Story = {
  args: { onSubmit: fn(rejectWith('Invalid sponsor ID or password')) },
  play: async (context) => {
    await fill(context, 'LT1234567', 'wrong-password');
    await submit(context);
    const dialog = await findDialog('Something went wrong');
    await expect(dialog).toHaveAccessibleDescription('Invalid sponsor ID or password');
    await expect(context.args.onSuccess).not.toHaveBeenCalled();
    await expect(
      context.canvas.getByRole('button', { name: 'Submit', hidden: true }),
    ).toBeEnabled();
  },
};

export const MemberGenericError: Story = {
  args: { onSubmit: fn(rejectWith('')) },
  play: async (context) => {
    await fill(context, 'LT1234567', 'trade-safe-2024');
    await submit(context);
    const dialog = await findDialog('Something went wrong');
    await expect(dialog).toHaveAccessibleDescription(memberLogin.errorFallback);
  },
};

export const MemberLongError: Story = {
  args: { onSubmit: fn(rejectWith(LONG_ERROR)) },
  play: async (context) => {
    await fill(context, 'LT1234567', 'trade-safe-2024');
    await submit(context);
    const dialog = await findDialog('Something went wrong');
    await expect(dialog).toHaveAccessibleDescription(LONG_ERROR);
  },
};

/** The popup is held open here for the screenshot; MemberSuccessAutoClose times the real 3 s. */
export const MemberSuccess: Story = {
  args: { variant: { ...memberLogin, successAutoCloseMs: 600_000 } },
  play: async (context) => {
    await fill(context, 'LT1234567', 'trade-safe-2024');
    await submit(context);
    const dialog = await findDialog('Login Successful');
    await expect(dialog).toHaveAccessibleDescription(memberLogin.successText);
    await expect(context.args.onSuccess).not.toHaveBeenCalled();
  },
};

export const MemberSuccessAutoClose: Story = {
  play: async (context) => {
    await fill(context, 'LT1234567', 'trade-safe-2024');
    await submit(context);
    await findDialog('Login Successful');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await expect(screen.getByRole('dialog', { name: 'Login Successful' })).toBeVisible();
    await expect(context.args.onSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(context.args.onSuccess).toHaveBeenCalledTimes(1), {
      timeout: 3000,
    });
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(context.canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const MemberSignedIn: Story = {
  args: {
    notice: <SignedInNotice name="Ravi Kumar" account="LT4821937" href="/userdashboard" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You are already logged in as/)).toHaveTextContent(
      'You are already logged in as Ravi Kumar (LT4821937).',
    );
    await expect(canvas.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/userdashboard',
    );
  },
};

export const NarrowMember: Story = {
  ...phoneViewport,
  args: {
    notice: (
      <SignedInNotice
        name="Venkata Subramanian Ramakrishnan"
        account="LT4821937"
        href="/userdashboard"
      />
    ),
  },
  play: async (context) => {
    await fill(context, 'LT1234567', 'trade-safe-2024');
  },
};

export const NarrowMemberLongError: Story = {
  ...phoneViewport,
  args: { onSubmit: fn(rejectWith(LONG_ERROR)) },
  play: async (context) => {
    await fill(context, 'LT1234567', 'trade-safe-2024');
    await submit(context);
    await findDialog('Something went wrong');
  },
};

// ---- Top-up operator (/topupdashboard/login) ----

export const OperatorDefault: Story = {
  args: { ...staff, variant: operatorLogin },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Top-up Operator Login' }),
    ).toBeVisible();
    const email = canvas.getByLabelText('E-mail');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(canvas.queryByRole('link', { name: /sign up/i })).not.toBeInTheDocument();
  },
};

export const OperatorFilled: Story = {
  args: { ...staff, variant: operatorLogin },
  play: async (context) => {
    await fill(context, 'operator@learntradeearn.example', 'counter-2024');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OperatorSubmitting: Story = {
  args: { ...staff, variant: operatorLogin, onSubmit: fn(never) },
  play: async (context) => {
    await fill(context, ' operator@learntradeearn.example ', 'counter-2024');
    await submit(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      id: 'operator@learntradeearn.example',
      password: 'counter-2024',
    });
    await expect(context.canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const OperatorEmptyFields: Story = {
  args: { ...staff, variant: operatorLogin },
  play: async (context) => {
    await submit(context);
    await findDialog('Please fill in both fields.');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OperatorServerError: Story = {
  args: {
    ...staff,
    variant: operatorLogin,
    onSubmit: fn(rejectWith('Invalid e-mail or password')),
  },
  play: async (context) => {
    await fill(context, 'operator@learntradeearn.example', 'wrong');
    await submit(context);
    const dialog = await findDialog('Opps');
    await expect(dialog).toHaveAccessibleDescription('Invalid e-mail or password');
  },
};

export const OperatorLongError: Story = {
  args: { ...staff, variant: operatorLogin, onSubmit: fn(rejectWith(LONG_ERROR)) },
  play: async (context) => {
    await fill(context, 'operator@learntradeearn.example', 'counter-2024');
    await submit(context);
    await expect(await findDialog('Opps')).toHaveAccessibleDescription(LONG_ERROR);
  },
};

export const OperatorSuccess: Story = {
  args: { ...staff, variant: { ...operatorLogin, successAutoCloseMs: 600_000 } },
  play: async (context) => {
    await fill(context, 'operator@learntradeearn.example', 'counter-2024');
    await submit(context);
    await findDialog('Login Successful!!');
    await expect(context.args.onSuccess).not.toHaveBeenCalled();
  },
};

export const OperatorSuccessAutoClose: Story = {
  args: { ...staff, variant: operatorLogin },
  play: async (context) => {
    await fill(context, 'operator@learntradeearn.example', 'counter-2024');
    await submit(context);
    await findDialog('Login Successful!!');
    await waitFor(() => expect(context.args.onSuccess).toHaveBeenCalledTimes(1), {
      timeout: 3000,
    });
  },
};

export const NarrowOperator: Story = {
  ...phoneViewport,
  args: { ...staff, variant: operatorLogin },
  play: async (context) => {
    await fill(context, 'operator@learntradeearn.example', 'counter-2024');
  },
};

// ---- Admin (/admin/login) ----

export const AdminDefault: Story = {
  args: { ...staff, variant: adminLogin },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email');
  },
};

export const AdminServerError: Story = {
  args: { ...staff, variant: adminLogin, onSubmit: fn(rejectWith('Invalid e-mail or password')) },
  play: async (context) => {
    await fill(context, 'admin@learntradeearn.example', 'wrong');
    await submit(context);
    await expect(await findDialog('Login failed')).toHaveAccessibleDescription(
      'Invalid e-mail or password',
    );
  },
};

// ---- The second-factor step (all three screens) ----

/** A server that wants a code: no code asks for one, a wrong one is refused, 123456 signs in. */
const withSecondFactor = (good = '123456') =>
  fn(async ({ code }: LoginCredentials) => {
    if (code === undefined) throw new ApiError(401, CODE_REQUIRED, 'code');
    if (code !== good) throw new ApiError(401, INVALID_CODE, 'code');
  });

async function reachCodeStep(context: PlayContext, id: string) {
  const { canvas } = context;
  await fill(context, id, 'trade-safe-2024');
  await submit(context);
  const field = await canvas.findByLabelText('Authentication code');
  await waitFor(() => expect(field).toHaveFocus());
  return field;
}

export const MemberCodeStep: Story = {
  args: { onSubmit: withSecondFactor() },
  play: async (context) => {
    const { canvas, args } = context;
    const field = await reachCodeStep(context, 'LT1234567');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByText(CODE_REQUIRED)).toBeVisible();
    await expect(canvas.getByText('LT1234567')).toBeVisible();
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Enter sends the same credentials with the code; success moves on as before. */
export const MemberCodeAccepted: Story = {
  args: {
    onSubmit: withSecondFactor(),
    variant: { ...memberLogin, successAutoCloseMs: 600_000 },
  },
  play: async (context) => {
    const { userEvent, args } = context;
    await reachCodeStep(context, 'LT1234567');
    await userEvent.keyboard('123456{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      id: 'LT1234567',
      password: 'trade-safe-2024',
      code: '123456',
    });
    await findDialog('Login Successful');
  },
};

export const MemberWrongCode: Story = {
  args: { onSubmit: withSecondFactor() },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const field = await reachCodeStep(context, 'LT1234567');
    await userEvent.keyboard('654321{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(INVALID_CODE)));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.queryByText(INVALID_CODE)).toBeNull();
  },
};

/** Verify with fewer than six digits asks for the code without calling the server. */
export const MemberIncompleteCode: Story = {
  args: { onSubmit: withSecondFactor() },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const field = await reachCodeStep(context, 'LT1234567');
    await userEvent.keyboard('123');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Back returns to the password, keeping the ID, with the password selected to retype. */
export const MemberCodeStepBack: Story = {
  args: { onSubmit: withSecondFactor() },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await reachCodeStep(context, 'LT1234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    const password = canvas.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(canvas.getByLabelText('User ID')).toHaveValue('LT1234567');
    await expect(canvas.queryByLabelText('Authentication code')).toBeNull();
  },
};

export const OperatorCodeStep: Story = {
  args: { ...staff, variant: operatorLogin, onSubmit: withSecondFactor() },
  play: async (context) => {
    await reachCodeStep(context, 'operator@example.com');
    await expect(context.canvas.getByText('operator@example.com')).toBeVisible();
  },
};

/** A recovery code instead of the app's code. */
export const AdminRecoveryCode: Story = {
  args: {
    ...staff,
    variant: { ...adminLogin, successAutoCloseMs: 600_000 },
    onSubmit: withSecondFactor('7KQ2M-X4D9P'),
  },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await reachCodeStep(context, 'admin@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(canvas.getByLabelText('Recovery code'), '7kq2m-x4d9p{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      id: 'admin@example.com',
      password: 'trade-safe-2024',
      code: '7KQ2M-X4D9P',
    });
    await findDialog('Login Successful');
  },
};

export const NarrowAdminWrongCode: Story = {
  ...phoneViewport,
  args: { ...staff, variant: adminLogin, onSubmit: withSecondFactor() },
  play: async (context) => {
    const field = await reachCodeStep(
      context,
      'a.very.long.admin.address@learn-trade-earn.example',
    );
    await context.userEvent.keyboard('000000{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  },
};
