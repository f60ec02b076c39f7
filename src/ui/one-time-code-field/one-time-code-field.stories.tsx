import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { phoneViewport } from '../lib/story-viewports';
import {
  EMAIL_CODE_REQUIRED,
  EmailCodeField,
  OneTimeCodeField,
  type OneTimeCodeFieldProps,
} from './one-time-code-field';

function Controlled(props: OneTimeCodeFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div className="max-w-md">
      <OneTimeCodeField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Kit/OneTimeCodeField',
  component: OneTimeCodeField,
  tags: ['autodocs'],
  args: { value: '', onChange: fn(), onModeChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof OneTimeCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Authentication code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('maxlength', '6');
    await expect(input).toBeRequired();
  },
};

/** Only digits are kept, six at most (a pasted "123 456" becomes 123456). */
export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Authentication code');
    await userEvent.type(input, '12a 34-56');
    await expect(input).toHaveValue('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
  },
};

export const WrongCode: Story = {
  args: { value: '123456', error: 'That code is not valid. Enter the current code from your app.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Authentication code');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      /That code is not valid. Enter the current code from your app./,
    );
  },
};

export const RecoveryCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('recovery');
    const input = canvas.getByLabelText('Recovery code');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('inputmode', 'text');
    await userEvent.type(input, '7kq2m-x4d9p');
    await expect(input).toHaveValue('7KQ2M-X4D9P');
    await userEvent.click(canvas.getByRole('button', { name: 'Use a code from the app' }));
    await expect(canvas.getByLabelText('Authentication code')).toHaveValue('');
  },
};

export const AppCodeOnly: Story = {
  args: { allowRecovery: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
  },
};

export const Disabled: Story = {
  args: { value: '482913', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Authentication code')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Use a recovery code' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    error:
      'Too many wrong codes. For your security, signing in is paused for 15 minutes. If these attempts were not yours, change your password as soon as you are back in.',
    labels: { app: 'Code from the authenticator app you set up for this account' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  args: { error: 'That code is not valid. Enter the current code from your app.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    await expect(canvas.getByLabelText('Recovery code')).toBeVisible();
  },
};

export const EmailCode: Story = {
  render: (args) => (
    <div className="max-w-md">
      <EmailCodeField value={args.value} onChange={args.onChange} error={EMAIL_CODE_REQUIRED} />
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Code from the e-mail');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAccessibleDescription(EMAIL_CODE_REQUIRED);
    await expect(canvas.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
  },
};
