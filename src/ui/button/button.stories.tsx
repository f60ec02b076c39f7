import type { Meta, StoryObj } from '@storybook/react-vite';
import { Send } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button } from './button';
import { phoneViewport } from '@/ui/lib/story-viewports';

const meta = {
  title: 'Kit/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Submit', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args}>Primary</Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Reject
      </Button>
      <Button {...args} variant="link">
        Signup
      </Button>
      <Button {...args} size="icon" aria-label="Send">
        <Send />
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Submitting...' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Submitting...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: { children: 'Order have been Submitted successfully', className: 'whitespace-normal' },
  decorators: [(Story) => <div className="w-40">{Story()}</div>],
};

export const Narrow: Story = {
  args: { className: 'w-full' },
  ...phoneViewport,
};
