import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { registrationResult, stubClipboard } from './registration.fixtures';
import { RegistrationSuccess } from './registration-success';

const meta = {
  title: 'Registration/RegistrationSuccess',
  component: RegistrationSuccess,
  tags: ['autodocs'],
  args: { result: registrationResult },
  beforeEach: stubClipboard,
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof RegistrationSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('K7QX-M2PA-9TRD-4HWN')).toBeVisible();
    await expect(canvas.getByText('LT5093816')).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Write this unique key down now. It is shown only this once and is needed for every withdrawal.',
    );
  },
};

export const CopyUserId: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy User ID' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('LT5093816');
    await expect(canvas.getByRole('button', { name: 'Copied! User ID' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LongName: Story = {
  args: {
    result: {
      ...registrationResult,
      user: {
        ...registrationResult.user,
        name: 'Venkata Subrahmanya Lakshmi Narasimha Chakravarthy Ramanathan',
      },
    },
    idLabel: 'Your User ID (for login)',
  },
};

export const Narrow: Story = { ...phoneViewport };
