import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ApiError } from '@/lib/api';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { sponsor } from './registration.fixtures';
import { VerifySponsorView } from './verify-sponsor-view';

const meta = {
  title: 'Registration/VerifySponsorView',
  component: VerifySponsorView,
  tags: ['autodocs'],
  args: { onVerify: fn(async () => sponsor) },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof VerifySponsorView>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const referral = { defaultSponsorId: 'LT4821937', position: 'left' } as const;

async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function verify({ canvas, userEvent }: PlayContext) {
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Sponsor User ID')).toHaveValue('');
    await expect(canvas.queryByLabelText('Sponsor name')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Signup' })).not.toBeInTheDocument();
  },
};

export const PrefilledFromReferralLink: Story = {
  args: referral,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Sponsor User ID')).toHaveValue('LT4821937');
    await expect(canvas.getByText('You will join on the left')).toBeVisible();
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Verifying: Story = {
  args: { ...referral, onVerify: fn(() => new Promise<typeof sponsor>(() => undefined)) },
  play: async (context) => {
    await verify(context);
    const button = context.canvas.getByRole('button', { name: 'Verify' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Verified: Story = {
  args: referral,
  play: async (context) => {
    const { canvas, args } = context;
    await verify(context);
    await expect(args.onVerify).toHaveBeenCalledWith('LT4821937');
    const name = await canvas.findByLabelText('Sponsor name');
    await expect(name).toHaveValue('Ravi Kumar');
    await expect(name).toHaveAttribute('readonly');
    await expect(canvas.getByRole('link', { name: 'Signup' })).toHaveAttribute(
      'href',
      '/usersignup/Signup?sponsorId=LT4821937&position=left',
    );
  },
};

export const VerifiedWithoutPosition: Story = {
  args: {
    defaultSponsorId: 'lt4821937',
    onVerify: fn(async () => ({ name: 'Ravi Kumar', mySponsorId: 'LT4821937' })),
  },
  play: async (context) => {
    await verify(context);
    await expect(await context.canvas.findByRole('link', { name: 'Signup' })).toHaveAttribute(
      'href',
      '/usersignup/Signup?sponsorId=LT4821937',
    );
    await expect(
      context.canvas.getByText('You will join on the side of your sponsor with fewer members'),
    ).toBeVisible();
  },
};

export const ChangingIdHidesSponsor: Story = {
  args: referral,
  play: async (context) => {
    const { canvas, userEvent } = context;
    await verify(context);
    await canvas.findByLabelText('Sponsor name');
    await userEvent.type(canvas.getByLabelText('Sponsor User ID'), '8');
    await expect(canvas.queryByLabelText('Sponsor name')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Signup' })).not.toBeInTheDocument();
  },
};

export const LongSponsorName: Story = {
  args: {
    ...referral,
    onVerify: fn(async () => ({
      name: 'Venkata Subrahmanya Lakshmi Narasimha Chakravarthy Ramanathan',
      mySponsorId: 'LT4821937',
    })),
  },
  play: async (context) => {
    await verify(context);
    await context.canvas.findByLabelText('Sponsor name');
  },
};

export const EmptyId: Story = {
  play: async (context) => {
    await verify(context);
    const dialog = await findDialog('Opps!');
    await expect(dialog).toHaveAccessibleDescription('Please fill out all required fields!');
    await expect(context.args.onVerify).not.toHaveBeenCalled();
  },
};

export const VerifyError: Story = {
  args: {
    defaultSponsorId: 'LT0000001',
    onVerify: fn(() => Promise.reject(new ApiError(404, 'Sponsor not found'))),
  },
  play: async (context) => {
    await verify(context);
    const dialog = await findDialog('Error!');
    await expect(dialog).toHaveAccessibleDescription('Sponsor not found');
    await expect(context.canvas.queryByLabelText('Sponsor name')).not.toBeInTheDocument();
  },
};

export const VerifyErrorWithoutMessage: Story = {
  args: {
    ...referral,
    onVerify: fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  },
  play: async (context) => {
    await verify(context);
    const dialog = await findDialog('Error!');
    await expect(dialog).toHaveAccessibleDescription('Error registering user');
  },
};

export const NarrowEmpty: Story = { ...phoneViewport };

export const NarrowVerified: Story = {
  ...phoneViewport,
  args: referral,
  play: Verified.play,
};

export const NarrowVerifyError: Story = {
  ...phoneViewport,
  args: VerifyError.args,
  play: VerifyError.play,
};
