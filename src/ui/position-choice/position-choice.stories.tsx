import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { PositionChoice, type Side } from './position-choice';
import { phoneViewport } from '@/ui/lib/story-viewports';

const meta = {
  title: 'Kit/PositionChoice',
  component: PositionChoice,
  tags: ['autodocs'],
  args: { name: 'position', onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState<Side | undefined>(args.value);
    return (
      <PositionChoice
        {...args}
        value={value}
        onValueChange={(side) => {
          setValue(side);
          args.onValueChange?.(side);
        }}
      />
    );
  },
} satisfies Meta<typeof PositionChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unselected: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Position/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Left' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Right' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Left' })).toBeRequired();
  },
};

export const LeftSelected: Story = {
  args: { value: 'left' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Left' })).toBeChecked();
  },
};

export const RightSelected: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Right'));
    await userEvent.unhover(canvas.getByText('Right'));
    await expect(args.onValueChange).toHaveBeenCalledWith('right');
    await expect(canvas.getByRole('radio', { name: 'Right' })).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const KeyboardArrows: Story = {
  args: { value: 'left' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Left' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenCalledWith('right');
    await expect(canvas.getByRole('radio', { name: 'Right' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Right' })).toHaveFocus();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Please choose a position' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Position/ })).toHaveAccessibleDescription(
      'Please choose a position',
    );
    await expect(canvas.getByRole('radio', { name: 'Left' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { value: 'right', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Left' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Right' })).toBeDisabled();
  },
};

export const LongLegend: Story = {
  args: {
    legend: 'Choose the side of your sponsor’s binary tree where the new member will be placed',
    value: 'left',
  },
};

export const Narrow: Story = {
  args: { value: 'left', required: true },
  ...phoneViewport,
};
