import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { RegistrationForm } from './registration-form';
import { newMember, sponsor } from './registration.fixtures';

const meta = {
  title: 'Registration/RegistrationForm',
  component: RegistrationForm,
  tags: ['autodocs'],
  args: {
    sponsor: { id: sponsor.mySponsorId, name: sponsor.name },
    placementNote: 'You will join on the left',
    hintWording: 'signup',
    requireVerifiedSponsor: true,
    onSubmit: fn(),
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const member = {
  sponsor: { id: 'LT4821937', name: 'Ravi Kumar' },
  placementNote: undefined,
  showPosition: true,
  hintWording: 'member',
  requireVerifiedSponsor: false,
} as const;

async function fill({ canvas, userEvent }: PlayContext, values: Partial<typeof newMember> = {}) {
  const v = { ...newMember, ...values };
  if (v.name) await userEvent.type(canvas.getByLabelText('Full name'), v.name);
  if (v.mobileNumber) await userEvent.type(canvas.getByLabelText('Mobile number'), v.mobileNumber);
  if (v.email) await userEvent.type(canvas.getByLabelText('Email'), v.email);
  if (v.password) await userEvent.type(canvas.getByLabelText('Password'), v.password);
}

async function submit({ canvas, userEvent }: PlayContext) {
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
}

async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function expectRequiredPopup(context: PlayContext) {
  const dialog = await findDialog('Opps!');
  await expect(dialog).toHaveAccessibleDescription('Please fill out all required fields!');
  await expect(context.args.onSubmit).not.toHaveBeenCalled();
}

// ---- Public self signup (/usersignup/Signup) ----

export const Empty: Story = {
  play: async ({ canvas }) => {
    const id = canvas.getByLabelText('Sponsor ID');
    await expect(id).toHaveValue('LT4821937');
    await expect(id).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Sponsor name')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Mobile number')).toHaveAttribute('type', 'tel');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters.',
    );
    await expect(canvas.queryByRole('group', { name: 'Position' })).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  play: async (context) => {
    await fill(context);
    await expect(context.canvas.queryByText('phone no invalid')).not.toBeInTheDocument();
    await expect(context.canvas.queryByText('Email invalid')).not.toBeInTheDocument();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The mobile check runs on every key release: 9 digits warn, the 10th clears the hint. */
export const MobileHintOnKeyUp: Story = {
  play: async ({ canvas, userEvent }) => {
    const mobile = canvas.getByLabelText('Mobile number');
    await userEvent.type(mobile, '987654321');
    await expect(canvas.getByText('phone no invalid')).toBeVisible();
    await expect(mobile).toHaveAccessibleDescription('phone no invalid');
    await userEvent.type(mobile, '0');
    await expect(canvas.queryByText('phone no invalid')).not.toBeInTheDocument();
  },
};

export const HintsShown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Full name'), 'Asha Verma');
    await userEvent.type(canvas.getByLabelText('Mobile number'), '98765');
    await userEvent.type(canvas.getByLabelText('Email'), 'asha@example');
    await userEvent.tab();
    await expect(canvas.getByText('phone no invalid')).toBeVisible();
    await expect(canvas.getByText('Email invalid')).toBeVisible();
  },
};

export const EmailHintClearsWhenFixed: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByLabelText('Email');
    await userEvent.type(email, 'asha@example');
    await userEvent.tab();
    await expect(canvas.getByText('Email invalid')).toBeVisible();
    await userEvent.type(email, '.com');
    await expect(canvas.queryByText('Email invalid')).not.toBeInTheDocument();
  },
};

export const SubmitEmpty: Story = {
  play: async (context) => {
    await submit(context);
    await expectRequiredPopup(context);
    await context.userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(context.canvas.getByLabelText('Full name')).toHaveFocus());
  },
};

export const SubmitMissingPassword: Story = {
  play: async (context) => {
    await fill(context, { password: '' });
    await submit(context);
    await expectRequiredPopup(context);
    await context.userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(context.canvas.getByLabelText('Password')).toHaveFocus());
  },
};

export const SubmitValid: Story = {
  play: async (context) => {
    await fill(context, { name: '  Asha Verma ' });
    await submit(context);
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      sponsorId: 'LT4821937',
      ...newMember,
    });
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The hints only advise: a filled form is sent even with a short number and an odd e-mail. */
export const HintsDoNotBlock: Story = {
  play: async (context) => {
    await fill(context, { mobileNumber: '98765', email: 'asha@example' });
    await submit(context);
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      sponsorId: 'LT4821937',
      ...newMember,
      mobileNumber: '98765',
      email: 'asha@example',
    });
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Submit' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Full name')).toBeDisabled();
  },
};

export const SponsorVerifying: Story = {
  args: { sponsor: { id: 'LT4821937', nameLoading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading sponsor name' })).toBeVisible();
  },
};

/** Spec §5 'Sponsor signup': without a verified sponsor name even a full form only warns. */
export const SponsorNotVerified: Story = {
  args: { sponsor: { id: 'LT0000001', error: 'Sponsor not found' } },
  play: async (context) => {
    await expect(context.canvas.getByLabelText('Sponsor ID')).toHaveAccessibleDescription(
      'Sponsor not found',
    );
    await expect(context.canvas.queryByLabelText('Sponsor name')).not.toBeInTheDocument();
    await fill(context);
  },
};

export const SponsorNotVerifiedSubmit: Story = {
  args: SponsorNotVerified.args,
  play: async (context) => {
    await fill(context);
    await submit(context);
    await expectRequiredPopup(context);
  },
};

export const NoSponsorInLink: Story = {
  args: { sponsor: { id: '', error: 'No sponsor given. Verify your sponsor first.' } },
  play: async (context) => {
    await fill(context);
    await submit(context);
    await expectRequiredPopup(context);
  },
};

// ---- Member area (/userdashboard/register) ----

export const MemberEmpty: Story = {
  args: member,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Position' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Left' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Right' })).not.toBeChecked();
  },
};

export const MemberWithoutPosition: Story = {
  args: member,
  play: async (context) => {
    await fill(context);
    await submit(context);
    await expectRequiredPopup(context);
    await context.userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(context.canvas.getByRole('radio', { name: 'Left' })).toHaveFocus());
  },
};

export const MemberSubmitRight: Story = {
  args: member,
  play: async (context) => {
    await context.userEvent.click(context.canvas.getByText('Right'));
    await fill(context);
    await submit(context);
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      sponsorId: 'LT4821937',
      ...newMember,
      position: 'right',
    });
  },
};

export const MemberHints: Story = {
  args: member,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Mobile number'), '987654321');
    await userEvent.type(canvas.getByLabelText('Email'), 'asha');
    await userEvent.tab();
    await expect(canvas.getByText('Please enter a valid mobile number')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email')).toBeVisible();
    await expect(canvas.queryByText('phone no invalid')).not.toBeInTheDocument();
  },
};

// ---- Member area, under a chosen parent (/userdashboard/signupleft/:parentSponsorId) ----

export const UnderParent: Story = {
  args: {
    sponsor: { id: 'LT7310592', idLabel: 'Parent User ID' },
    placementNote: 'Placing under LT7310592 on the left',
    hintWording: 'member',
    requireVerifiedSponsor: false,
  },
  play: async (context) => {
    await expect(context.canvas.getByLabelText('Parent User ID')).toHaveValue('LT7310592');
    await expect(context.canvas.queryByLabelText('Sponsor name')).not.toBeInTheDocument();
    await fill(context);
    await submit(context);
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      sponsorId: 'LT7310592',
      ...newMember,
    });
  },
};

// ---- Phones ----

export const NarrowSignup: Story = { ...phoneViewport, play: HintsShown.play };

export const NarrowMember: Story = {
  ...phoneViewport,
  args: member,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Left'));
    await expect(canvas.getByRole('radio', { name: 'Left' })).toBeChecked();
  },
};

export const NarrowUnderParent: Story = { ...phoneViewport, args: UnderParent.args };

export const NarrowRequiredPopup: Story = {
  ...phoneViewport,
  play: async (context) => {
    await submit(context);
    await expectRequiredPopup(context);
  },
};
