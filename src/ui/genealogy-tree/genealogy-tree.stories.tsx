import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Card } from '../card/card';
import { phoneViewport } from '../lib/story-viewports';
import { GenealogyTree, type GenealogyMember, type GenealogyTreeProps } from './genealogy-tree';

const member = (
  value: string,
  mySponsorId: string,
  isActive: boolean,
  leftChild: GenealogyMember | null = null,
  rightChild: GenealogyMember | null = null,
): GenealogyMember => ({ value, mySponsorId, isActive, leftChild, rightChild });

const tree = member(
  'Ravi Kumar',
  'LT4821937',
  true,
  member(
    'Anita Sharma',
    'LT5530114',
    true,
    member('Mohammed Irfan', 'LT6012458', false, member('Kavya Reddy', 'LT7140021', true)),
    member('Priya Nair', 'LT6023981', true),
  ),
  member('Deepak Verma', 'LT5541207', false, null, member('Farhan Qureshi', 'LT6108240', true)),
);

function find(root: GenealogyMember | null, sponsorId: string): GenealogyMember | undefined {
  if (!root) return undefined;
  if (root.mySponsorId === sponsorId) return root;
  return find(root.leftChild, sponsorId) ?? find(root.rightChild, sponsorId);
}

const meta = {
  title: 'Kit/GenealogyTree',
  component: GenealogyTree,
  tags: ['autodocs'],
  args: { tree, onSelect: fn(), onZoomChange: fn() },
  decorators: [(Story) => <Card>{Story()}</Card>],
} satisfies Meta<typeof GenealogyTree>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const region = (canvas: Canvas) => canvas.getByRole('region', { name: /^Genealogy tree/ });

/** Members are buttons, vacant slots link to the signup route the caller builds. */
export const WithSignupLinks: Story = {
  args: { signupHref: (side, parent) => `/signup${side}/${parent}` },
  play: async ({ canvas, userEvent, args }) => {
    const tree = within(region(canvas));
    await expect(region(canvas)).toHaveAccessibleName('Genealogy tree of Ravi Kumar');
    await expect(tree.getAllByRole('button')).toHaveLength(6);
    const links = tree.getAllByRole('link', { name: 'Signup' });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/signupright/LT6012458',
      '/signupleft/LT6023981',
      '/signupright/LT6023981',
      '/signupleft/LT5541207',
      '/signupleft/LT6108240',
      '/signupright/LT6108240',
    ]);
    await userEvent.click(tree.getByRole('button', { name: 'Priya Nair (LT6023981)' }));
    await expect(args.onSelect).toHaveBeenCalledWith('LT6023981');
  },
};

/** Without a link builder (the admin console) vacant slots only say Vacant. */
export const WithoutSignupLinks: Story = {
  play: async ({ canvas }) => {
    const tree = within(region(canvas));
    await expect(tree.queryByRole('link')).not.toBeInTheDocument();
    await expect(
      tree.getByRole('group', { name: 'Vacant left position under Deepak Verma' }),
    ).toHaveTextContent('Vacant');
  },
};

/** Without onSelect the members are plain text. */
export const ReadOnly: Story = {
  args: { onSelect: undefined },
  play: async ({ canvas }) => {
    await expect(within(region(canvas)).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { tree: undefined },
  play: async ({ canvas }) => {
    await expect(region(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(
      region(canvas).querySelectorAll('[data-state="loading"][data-slot="tree-node"]'),
    ).toHaveLength(15);
  },
};

export const ThreeLevels: Story = {
  args: { levels: 3 },
  play: async ({ canvas }) => {
    await expect(within(region(canvas)).queryByText('Kavya Reddy')).not.toBeInTheDocument();
  },
};

export const Zoom: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Reset zoom' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(0.875);
    await expect(canvas.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('88%');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset zoom' }));
    await expect(canvas.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('100%');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const StartsZoomedOut: Story = {
  args: { defaultZoom: 0.75 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('75%');
  },
};

function Rerooting(args: GenealogyTreeProps) {
  const [root, setRoot] = useState('LT4821937');
  return (
    <GenealogyTree
      {...args}
      tree={find(tree, root)}
      onSelect={(sponsorId) => {
        args.onSelect?.(sponsorId);
        setRoot(sponsorId);
      }}
    />
  );
}

export const ReRootKeepsFocus: Story = {
  render: (args) => <Rerooting {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Anita Sharma (LT5530114)' }));
    const shown = await canvas.findByRole('region', { name: 'Genealogy tree of Anita Sharma' });
    await waitFor(() => expect(shown).toHaveFocus());
    shown.blur();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const scroller = region(canvas);
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
