import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { ShownOnceNote, ValueRow } from './value-row';

const meta = {
  title: 'Kit/ValueRow',
  component: ValueRow,
  tags: ['autodocs'],
  args: { label: 'Unique key', value: 'P3WD-7KQM-XT2A-9LNE', what: 'unique key', emphasis: true },
  render: (args) => (
    <div className="grid max-w-md gap-4">
      <dl className="grid gap-3">
        <ValueRow label="User ID" value="LT4821937" what="User ID" />
        <ValueRow {...args} />
      </dl>
      <ShownOnceNote title="Write this unique key down now.">
        It is shown only this once and is needed for every withdrawal.
      </ShownOnceNote>
    </div>
  ),
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof ValueRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShownOnce: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'User ID',
      'Unique key',
    ]);
    await expect(canvas.getByText('P3WD-7KQM-XT2A-9LNE')).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Write this unique key down now. It is shown only this once and is needed for every withdrawal.',
    );
  },
};

export const Copied: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy unique key' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('P3WD-7KQM-XT2A-9LNE');
    await expect(canvas.getByRole('button', { name: 'Copied! unique key' })).toBeVisible();
    await expect(canvas.getByText('unique key copied to clipboard')).toBeInTheDocument();
  },
};

export const NarrowLongValue: Story = {
  ...phoneViewport,
  args: { value: 'P3WD7KQMXT2A9LNEP3WD7KQMXT2A9LNEP3WD7KQM' },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
