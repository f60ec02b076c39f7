import type { Meta, StoryObj } from '@storybook/react-vite';
import { Wallet } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { Card, CardContent, CardHeader, CardTitle } from './card';
import { phoneViewport } from '@/ui/lib/story-viewports';

const meta = {
  title: 'Kit/Card',
  component: Card,
  tags: ['autodocs'],
  args: { className: 'max-w-md' },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>E-Wallet balance</CardTitle>
        <Button variant="secondary" size="sm">
          <Wallet aria-hidden />
          Withdraw
        </Button>
      </CardHeader>
      <CardContent>
        <p className="tabular text-3xl font-semibold text-accent">1,250.50 USDT</p>
        <p className="mt-1 text-muted">Available to withdraw after the weekly payout on Friday.</p>
      </CardContent>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'E-Wallet balance' })).toBeVisible();
  },
};

export const Raised: Story = {
  args: { tone: 'raised' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="card"]')).toHaveAttribute(
      'data-variant',
      'raised',
    );
  },
};

export const LongText: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>
          Scholarship programme for members who completed all twelve trading education modules
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-muted">
        <p>
          Members who finish every module of the Learn track and keep an active package for three
          consecutive months qualify for the scholarship. The scholarship is credited to your
          E-Wallet in points once an operator has verified your certificates, and it can be claimed
          from the Rewards page.
        </p>
        <p className="font-mono text-xs break-all text-text">
          Reference: SCH-2026-LT4821937-9f2c4e7a1b3d5f60718293a4b5c6d7e8
        </p>
      </CardContent>
    </Card>
  ),
};

export const Narrow: Story = {
  args: { className: undefined },
  ...phoneViewport,
};
