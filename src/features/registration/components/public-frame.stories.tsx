import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { LoginHint, PublicFrame, VerifyAnotherHint } from './public-frame';
import { RegistrationForm } from './registration-form';
import { sponsor } from './registration.fixtures';
import { VerifySponsorView } from './verify-sponsor-view';

/** The public joining pages as the visitor sees them: step 1 (verify) and step 2 (sign up). */
const meta = {
  title: 'Registration/PublicFrame',
  component: PublicFrame,
  tags: ['autodocs'],
  parameters: { pad: false },
  args: {
    title: 'Join LEARN-TRADE-EARN',
    intro: 'Enter the User ID of the member who invited you and press Verify.',
    footer: <LoginHint />,
    children: (
      <VerifySponsorView
        defaultSponsorId="LT4821937"
        position="left"
        onVerify={fn(async () => sponsor)}
      />
    ),
  },
} satisfies Meta<typeof PublicFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VerifySponsorPage: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Join LEARN-TRADE-EARN' }),
    ).toBeVisible();
    await expect(canvas.getByRole('main', { name: 'Join LEARN-TRADE-EARN' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'LEARN-TRADE-EARN home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

const signup = {
  title: 'Sign up',
  intro: "Create your account. Your sponsor's details come from their link.",
  footer: (
    <div className="grid justify-items-center">
      <VerifyAnotherHint />
      <LoginHint />
    </div>
  ),
  children: (
    <RegistrationForm
      sponsor={{ id: sponsor.mySponsorId, name: sponsor.name }}
      placementNote="You will join on the left"
      hintWording="signup"
      requireVerifiedSponsor
      onSubmit={fn()}
    />
  ),
};

export const SignupPage: Story = {
  args: signup,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Verify a different sponsor' })).toHaveAttribute(
      'href',
      '/usersignup/verifysponsor',
    );
  },
};

export const NarrowVerifySponsorPage: Story = { ...phoneViewport };

export const NarrowSignupPage: Story = { ...phoneViewport, args: signup };
