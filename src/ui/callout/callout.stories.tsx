import type { Meta, StoryObj } from '@storybook/react-vite';
import { RotateCcw } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { Callout } from './callout';

const meta = {
  title: 'Kit/Callout',
  component: Callout,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    role: 'status',
    children: 'If that account has an e-mail address, a code is on its way.',
  },
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'If that account has an e-mail address, a code is on its way.',
    );
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Your password is changed. Log in with the new password.' },
};

export const Warning: Story = {
  args: { tone: 'warning', role: 'note', children: 'This key will not be shown again.' },
};

const retry = fn();

export const DangerWithRetry: Story = {
  args: {
    tone: 'danger',
    role: 'alert',
    children: 'Could not load your notifications',
    action: (
      <Button variant="secondary" size="sm" onClick={retry}>
        <RotateCcw aria-hidden />
        Retry
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NarrowLongText: Story = {
  ...phoneViewport,
  args: {
    ...DangerWithRetry.args,
    children:
      'The server is busy, please try again in a minute: 503 Service Unavailable at https://learn-trade-earn.example/api/notifications',
  },
};
