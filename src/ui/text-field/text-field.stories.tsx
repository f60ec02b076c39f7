import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea, TextField } from './text-field';
import { phoneViewport } from '@/ui/lib/story-viewports';

const meta = {
  title: 'Kit/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Sponsor ID', name: 'sponsorId', placeholder: 'e.g. LT4821937', onChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Sponsor ID');
    await userEvent.type(input, 'LT4821937');
    await expect(input).toHaveValue('LT4821937');
    await expect(args.onChange).toHaveBeenCalled();
    input.blur();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Phone number',
    name: 'phone',
    type: 'tel',
    defaultValue: '98765',
    hint: 'phone no invalid',
    placeholder: undefined,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Phone number');
    await expect(input).toHaveAccessibleDescription('phone no invalid');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'LT00000', error: 'Invalid sponsor ID' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Sponsor ID');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid sponsor ID');
  },
};

export const Password: Story = {
  args: {
    label: 'Password',
    name: 'password',
    type: 'password',
    defaultValue: 'Trade@2026',
    passwordToggle: true,
    autoComplete: 'current-password',
    placeholder: undefined,
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await userEvent.unhover(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ReadOnly: Story = {
  args: {
    label: 'Sponsor name',
    name: 'sponsorName',
    readOnly: true,
    value: 'Ravi Kumar',
    placeholder: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Sponsor name')).toHaveAttribute('readonly');
  },
};

export const Mono: Story = {
  args: { label: 'User ID', name: 'userId', readOnly: true, value: 'LT4821937', mono: true },
};

export const Required: Story = {
  args: { label: 'Full name', name: 'fullName', required: true, placeholder: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Full name')).toBeRequired();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'LT4821937' } };

export const LongLabel: Story = {
  args: {
    label:
      'Transaction hash of your USDT (TRC-20) deposit to the company wallet, exactly as shown in your exchange',
    name: 'txHash',
    mono: true,
    defaultValue: '9f2c4e7a1b3d5f60718293a4b5c6d7e8f9012345a6b7c8d9e0f1a2b3c4d5e6f7',
    hint: 'The hash has 64 characters; paste it without spaces. Deposits are verified within 24 hours.',
    placeholder: undefined,
  },
};

export const TextAreaDefault: Story = {
  render: () => (
    <TextArea
      label="Message"
      name="message"
      rows={5}
      required
      placeholder="How can we help?"
      hint="Please do not share your password or unique key."
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const message = canvas.getByLabelText('Message');
    await userEvent.type(message, 'Which package suits a beginner?');
    await expect(message).toHaveValue('Which package suits a beginner?');
    await expect(message).toHaveAccessibleDescription(
      'Please do not share your password or unique key.',
    );
    message.blur();
  },
};

export const TextAreaError: Story = {
  render: () => <TextArea label="Message" name="message" error="Message is required" required />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Narrow: Story = {
  render: () => (
    <div className="grid gap-4">
      <TextField label="Sponsor ID" name="sponsorId" mono defaultValue="LT4821937" />
      <TextField label="Sponsor name" name="sponsorName" readOnly value="Ravi Kumar" />
      <TextField
        label="Phone number"
        name="phone"
        type="tel"
        defaultValue="98765"
        hint="phone no invalid"
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        passwordToggle
        required
        error="Password must have at least 8 characters"
      />
      <TextArea label="Message" name="message" rows={3} />
    </div>
  ),
  ...phoneViewport,
};
