import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { RegistrationResponse } from '@contract/auth';
import { ApiError } from '@/lib/api';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { RegistrationFlow } from './registration-flow';
import { UNIQUE_KEY_SAVED } from './registration-success';
import { newMember, registrationResult, sponsor, stubClipboard } from './registration.fixtures';

const meta = {
  title: 'Registration/RegistrationFlow',
  component: RegistrationFlow,
  tags: ['autodocs'],
  args: {
    sponsor: { id: sponsor.mySponsorId, name: sponsor.name },
    placementNote: 'You will join on the left',
    hintWording: 'signup',
    requireVerifiedSponsor: true,
    newIdLabel: 'Your User ID (for login)',
    successConfirmText: 'Go to login',
    register: fn(async () => registrationResult),
    onRegistered: fn(),
  },
  beforeEach: stubClipboard,
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof RegistrationFlow>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const member = {
  sponsor: { id: 'LT4821937', name: 'Ravi Kumar' },
  placementNote: undefined,
  showPosition: true,
  hintWording: 'member',
  requireVerifiedSponsor: false,
  newIdLabel: undefined,
  successConfirmText: undefined,
  resetAfterSuccess: true,
} as const;

async function fillAndSubmit({ canvas, userEvent }: PlayContext) {
  await userEvent.type(canvas.getByLabelText('Full name'), newMember.name);
  await userEvent.type(canvas.getByLabelText('Mobile number'), newMember.mobileNumber);
  await userEvent.type(canvas.getByLabelText('Email'), newMember.email);
  await userEvent.type(canvas.getByLabelText('Password'), newMember.password);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
}

async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const Success: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    await fillAndSubmit(context);
    await expect(args.register).toHaveBeenCalledOnce();
    await expect(args.register).toHaveBeenCalledWith({
      sponsorId: 'LT4821937',
      ...newMember,
    });
    const dialog = await findDialog('Thank You!');
    await expect(dialog).toHaveAccessibleDescription('Registration sucessfully completed!');
    const popup = within(dialog);
    await expect(popup.getByText('LT5093816')).toBeVisible();
    await expect(popup.getByText('K7QX-M2PA-9TRD-4HWN')).toBeVisible();
    await expect(popup.getByText('Write this unique key down now.')).toBeVisible();
    // The key is shown once: Copy has the focus, and the popup stays until it is said to be kept.
    await expect(popup.getByRole('button', { name: 'Copy unique key' })).toHaveFocus();
    await expect(popup.getByRole('button', { name: 'Go to login' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onRegistered).not.toHaveBeenCalled();
  },
};

export const CopyUniqueKey: Story = {
  play: async (context) => {
    await fillAndSubmit(context);
    const popup = within(await findDialog('Thank You!'));
    await context.userEvent.click(popup.getByRole('button', { name: 'Copy unique key' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('K7QX-M2PA-9TRD-4HWN');
    await expect(popup.getByRole('button', { name: 'Copied! unique key' })).toBeVisible();
    await expect(popup.getByText('unique key copied to clipboard')).toBeInTheDocument();
  },
};

export const ConfirmMovesOn: Story = {
  play: async (context) => {
    await fillAndSubmit(context);
    await findDialog('Thank You!');
    await context.userEvent.click(screen.getByLabelText(UNIQUE_KEY_SAVED));
    await context.userEvent.click(screen.getByRole('button', { name: 'Go to login' }));
    await waitFor(() => expect(context.args.onRegistered).toHaveBeenCalledOnce());
    await expect(context.args.onRegistered).toHaveBeenCalledWith(registrationResult);
  },
};

export const Submitting: Story = {
  args: { register: fn(() => new Promise<RegistrationResponse>(() => undefined)) },
  play: async (context) => {
    await fillAndSubmit(context);
    const button = context.canvas.getByRole('button', { name: 'Submit' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: {
    register: fn(() =>
      Promise.reject(new ApiError(409, 'This e-mail address is already registered')),
    ),
  },
  play: async (context) => {
    await fillAndSubmit(context);
    const dialog = await findDialog('Error');
    await expect(dialog).toHaveAccessibleDescription('This e-mail address is already registered');
    await expect(context.canvas.getByLabelText('Full name', { selector: 'input' })).toHaveValue(
      newMember.name,
    );
    await expect(context.args.onRegistered).not.toHaveBeenCalled();
  },
};

export const ErrorWithoutMessage: Story = {
  args: { register: fn(() => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async (context) => {
    await fillAndSubmit(context);
    const dialog = await findDialog('Error');
    await expect(dialog).toHaveAccessibleDescription('Error registering user');
  },
};

/** The member form: after the popup the form is empty again, ready for the next member. */
export const MemberSuccessResets: Story = {
  args: member,
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(canvas.getByText('Right'));
    await fillAndSubmit(context);
    await expect(args.register).toHaveBeenCalledOnce();
    await expect(args.register).toHaveBeenCalledWith({
      sponsorId: 'LT4821937',
      ...newMember,
      position: 'right',
    });
    const dialog = await findDialog('Thank You!');
    await expect(within(dialog).getByText('User ID', { selector: 'dt' })).toBeVisible();
    await userEvent.click(screen.getByLabelText(UNIQUE_KEY_SAVED));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledOnce());
    await expect(canvas.getByLabelText('Full name')).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: 'Right' })).not.toBeChecked();
  },
};

export const NarrowSuccess: Story = { ...phoneViewport, play: Success.play };

export const NarrowServerError: Story = {
  ...phoneViewport,
  args: ServerError.args,
  play: ServerError.play,
};
