import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn } from 'storybook/test';
import { phoneViewport } from '../lib/story-viewports';
import { CopyButton } from './copy-button';

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

const meta = {
  title: 'Kit/CopyButton',
  component: CopyButton,
  tags: ['autodocs'],
  args: { value: ADDRESS, label: 'Copy wallet address', onCopy: fn() },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  render: (args) => (
    <p className="flex max-w-md items-center gap-1 font-mono text-sm">
      <span className="min-w-0 truncate">{args.value}</span>
      <CopyButton {...args} />
    </p>
  ),
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy wallet address' });
    await expect(button).toHaveAttribute('data-state', 'idle');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Copied: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Copy wallet address' });
    await userEvent.click(button);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(ADDRESS);
    await expect(args.onCopy).toHaveBeenCalledWith(ADDRESS);
    await expect(button).toHaveAttribute('data-state', 'copied');
    await expect(canvas.getByText('Copied')).toBeInTheDocument();
    button.blur();
  },
};

export const Failed: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new Error('denied'),
    );
    const exec = spyOn(document, 'execCommand').mockReturnValue(false);
    return () => {
      writeText.mockRestore();
      exec.mockRestore();
    };
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy wallet address' }));
    await expect(canvas.getByText('Could not copy')).toBeInTheDocument();
    await expect(args.onCopy).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Narrow: Story = { ...phoneViewport };
