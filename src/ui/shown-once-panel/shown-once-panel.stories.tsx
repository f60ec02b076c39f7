import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn } from 'storybook/test';
import { phoneViewport } from '../lib/story-viewports';
import { ShownOncePanel } from './shown-once-panel';

const CODES = [
  '7KQ2M-X4D9P',
  'B3N8R-T6W2L',
  'H9C4V-Q7Z1M',
  'P2X6D-K8S3F',
  'W5J9T-N1R7B',
  'E4L8Q-Y2H6C',
  'R7F3K-M9V5X',
  'Z1T6P-D4G8N',
  'C8W2S-J5Q9L',
  'M6B1H-X3K7R',
];

const meta = {
  title: 'Kit/ShownOncePanel',
  component: ShownOncePanel,
  tags: ['autodocs'],
  args: {
    title: 'Your recovery codes',
    description:
      'Each code signs you in once if you lose your phone. Save them somewhere safe now: they will not be shown again.',
    items: CODES,
    fileName: 'recovery-codes.txt',
    fileHeading: 'LEARN-TRADE-EARN recovery codes',
    onContinue: fn(),
  },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const createUrl = spyOn(URL, 'createObjectURL').mockReturnValue('blob:recovery-codes');
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => {
      writeText.mockRestore();
      createUrl.mockRestore();
      click.mockRestore();
    };
  },
  render: (args) => (
    <div className="max-w-xl">
      <ShownOncePanel {...args} />
    </div>
  ),
} satisfies Meta<typeof ShownOncePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    const next = canvas.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const CopyAll: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy all' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(CODES.join('\n'));
    await expect(await canvas.findByText('Copied')).toBeVisible();
  },
};

export const CopyFailed: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('no'));
    const exec = spyOn(document, 'execCommand').mockReturnValue(false);
    return () => {
      writeText.mockRestore();
      exec.mockRestore();
    };
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy all' }));
    await expect(
      await canvas.findByText('Could not copy: select the codes and copy them by hand.'),
    ).toBeVisible();
  },
};

export const Download: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download as .txt' }));
    await expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    const blob = (URL.createObjectURL as unknown as { mock: { calls: [Blob][] } }).mock
      .calls[0]?.[0];
    await expect(await blob?.text()).toBe(
      `LEARN-TRADE-EARN recovery codes\n\n${CODES.join('\n')}\n`,
    );
    await expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled();
  },
};

/** Continue stays off until the box is ticked; the keyboard alone gets there. */
export const Confirmed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'I have saved them' });
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    const next = canvas.getByRole('button', { name: 'Continue' });
    await expect(next).toBeEnabled();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    title:
      'Your new recovery codes for the LEARN-TRADE-EARN admin console (the old ones stopped working)',
    items: [...CODES.slice(0, 9), 'AVERYLONGRECOVERYCODEWITHOUTABREAKTHATMUSTWRAP'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]?.getBoundingClientRect().left).toBe(
      items[1]?.getBoundingClientRect().left,
    );
  },
};
