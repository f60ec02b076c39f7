import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Switch, type SwitchProps } from './switch';

function Controlled(args: SwitchProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <div className="flex items-center gap-3">
      <span id="switch-label" className="text-sm text-text">
        E-mail me when a deposit is approved
      </span>
      <Switch
        {...args}
        aria-labelledby="switch-label"
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next);
          args.onCheckedChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Kit/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { checked: false, onCheckedChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'E-mail me when a deposit is approved' });
    await expect(toggle).not.toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
  },
};

export const On: Story = {
  args: { checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { checked: true, disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('switch'));
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { 'aria-disabled': true },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch');
    await userEvent.click(toggle);
    await expect(toggle).toHaveFocus();
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
    toggle.blur();
  },
};
