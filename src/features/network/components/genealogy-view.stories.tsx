import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TreeNode } from '@contract/tree';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { GenealogyView, TREE_FAILURE, type GenealogyViewProps } from './genealogy-view';
import {
  anitaTree,
  fullTree,
  inactiveTree,
  loneTree,
  longNamesTree,
  sparseTree,
} from './network.fixtures';
import { phoneViewport } from '@/ui/lib/story-viewports';

const meta = {
  title: 'Member/Genealogy',
  component: GenealogyView,
  tags: ['autodocs'],
  args: {
    tree: fullTree,
    rootId: 'LT4821937',
    memberSponsorId: 'LT4821937',
    onSelect: fn(),
    onExtreme: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof GenealogyView>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Leaves no focus ring or hover state behind for the screenshot taken after the play function. */
async function restPointer(canvas: Canvas, userEvent: UserEvent) {
  (document.activeElement as HTMLElement | null)?.blur();
  await userEvent.hover(canvas.getByRole('heading', { level: 1 }));
}

const treeRegion = (canvas: Canvas) => canvas.getByRole('region', { name: /^Genealogy tree/ });

export const FullTree: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Geneology tree' })).toBeVisible();
    const tree = within(treeRegion(canvas));
    // The root is the member themselves (not a button); the 14 members below it are.
    await expect(tree.getAllByRole('button')).toHaveLength(14);
    await expect(tree.getByText('Ravi Kumar')).toBeVisible();
    await expect(tree.getByRole('button', { name: 'Kavya Reddy (LT7140021)' })).toBeVisible();
    await expect(
      tree.getByRole('button', { name: 'Deepak Verma (LT5541207)' }),
    ).toHaveAccessibleDescription('Inactive');
    await expect(tree.queryByRole('link', { name: 'Signup' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Viewing the team of')).not.toBeInTheDocument();
  },
};

export const SelectMember: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Priya Nair (LT6023981)' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('LT6023981');
    await restPointer(canvas, userEvent);
  },
};

function findMember(tree: TreeNode | null, sponsorId: string): TreeNode | undefined {
  if (!tree) return undefined;
  if (tree.mySponsorId === sponsorId) return tree;
  return findMember(tree.leftChild, sponsorId) ?? findMember(tree.rightChild, sponsorId);
}

/** The view with a stand-in for the container: selecting a member re-roots the tree at once. */
function Rerooting(args: GenealogyViewProps) {
  const [rootId, setRootId] = useState(args.rootId);
  return (
    <GenealogyView
      {...args}
      rootId={rootId}
      tree={findMember(fullTree, rootId)}
      onSelect={(sponsorId) => {
        args.onSelect(sponsorId);
        setRootId(sponsorId);
      }}
    />
  );
}

export const ReRootKeepsFocus: Story = {
  render: (args) => <Rerooting {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Anita Sharma (LT5530114)' }));
    await expect(args.onSelect).toHaveBeenCalledWith('LT5530114');
    const region = await canvas.findByRole('region', { name: 'Genealogy tree of Anita Sharma' });
    await waitFor(() => expect(region).toHaveFocus());
    await expect(within(region).getAllByRole('button')).toHaveLength(6);
    region.blur();
    await restPointer(canvas, userEvent);
  },
};

export const SparseTree: Story = {
  args: { tree: sparseTree },
  play: async ({ canvas }) => {
    const tree = within(treeRegion(canvas));
    const signups = tree.getAllByRole('link', { name: 'Signup' });
    // Under Kavya (level 4) nothing is drawn; every other missing child within 4 levels is vacant.
    await expect(signups.map((link) => link.getAttribute('href'))).toEqual([
      '/userdashboard/signupright/LT6012458',
      '/userdashboard/signupright/LT5530114',
      '/userdashboard/signupleft/LT5541207',
      '/userdashboard/signupright/LT5541207',
    ]);
    await expect(
      tree.getByRole('group', { name: 'Vacant right position under Anita Sharma' }),
    ).toBeVisible();
  },
};

export const NoTeamYet: Story = {
  args: { tree: loneTree },
  play: async ({ canvas }) => {
    const signups = within(treeRegion(canvas)).getAllByRole('link', { name: 'Signup' });
    await expect(signups.map((link) => link.getAttribute('href'))).toEqual([
      '/userdashboard/signupleft/LT4821937',
      '/userdashboard/signupright/LT4821937',
    ]);
  },
};

export const AllInactive: Story = {
  args: { tree: inactiveTree },
  play: async ({ canvas }) => {
    const tree = within(treeRegion(canvas));
    for (const button of tree.getAllByRole('button')) {
      await expect(button).toHaveAccessibleDescription('Inactive');
    }
    await expect(tree.getAllByRole('img', { name: 'Inactive' })).toHaveLength(15);
  },
};

export const ReRooted: Story = {
  args: { tree: anitaTree, rootId: 'LT5530114' },
  play: async ({ canvas }) => {
    const summary = canvas.getByText('Viewing the team of').parentElement as HTMLElement;
    await expect(summary).toHaveTextContent('Viewing the team of Anita Sharma LT5530114');
    await expect(
      canvas.getByRole('region', { name: 'Genealogy tree of Anita Sharma' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { tree: undefined, loading: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Genealogy tree' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(
      region.querySelectorAll('[data-state="loading"][data-slot="tree-node"]'),
    ).toHaveLength(15);
    await expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LoadingOtherRoot: Story = {
  args: { tree: undefined, loading: true, rootId: 'LT6023981' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('LT6023981')).toBeVisible();
  },
};

export const Error: Story = {
  args: { tree: undefined, error: 'You can only view your own team', rootId: 'LT9999999' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(TREE_FAILURE);
    await expect(alert).toHaveTextContent('You can only view your own team');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // Extreme top still leads back to the member's own tree.
    await userEvent.click(canvas.getByRole('button', { name: 'Extreme top' }));
    await expect(args.onExtreme).toHaveBeenCalledWith('top');
    await restPointer(canvas, userEvent);
  },
};

export const ErrorWithoutMessage: Story = {
  args: { tree: undefined, error: TREE_FAILURE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert').querySelectorAll('p')).toHaveLength(1);
  },
};

export const ExtremeButtons: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const navigation = within(canvas.getByRole('group', { name: 'Tree navigation' }));
    await userEvent.click(navigation.getByRole('button', { name: 'Extreme left' }));
    await expect(args.onExtreme).toHaveBeenLastCalledWith('left');
    await userEvent.click(navigation.getByRole('button', { name: 'Extreme top' }));
    await expect(args.onExtreme).toHaveBeenLastCalledWith('top');
    await userEvent.click(navigation.getByRole('button', { name: 'Extreme right' }));
    await expect(args.onExtreme).toHaveBeenLastCalledWith('right');
    await expect(args.onExtreme).toHaveBeenCalledTimes(3);
    await restPointer(canvas, userEvent);
  },
};

export const ExtremePending: Story = {
  args: { pendingExtreme: 'right' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Extreme right' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Extreme left' })).toBeDisabled();
  },
};

export const Zoom: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = treeRegion(canvas);
    const canvasElement = region.querySelector('[data-slot="zoom-canvas"]') as HTMLElement;
    const fullWidth = canvasElement.getBoundingClientRect().width;
    await expect(canvas.getByRole('button', { name: 'Reset zoom' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await expect(canvas.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('75%');
    await waitFor(() =>
      expect(canvasElement.getBoundingClientRect().width).toBeCloseTo(fullWidth * 0.75, 0),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reset zoom' }));
    await expect(canvas.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('100%');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await restPointer(canvas, userEvent);
  },
};

export const LongNames: Story = {
  args: { tree: longNamesTree },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('Chandrasekhar Ramakrishnan Balasubramanian')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const region = treeRegion(canvas);
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // The tree scrolls inside its own box, centred on the root; the page itself does not.
    await expect(region.scrollLeft).toBeCloseTo((region.scrollWidth - region.clientWidth) / 2, -1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const label of ['Extreme left', 'Extreme top', 'Extreme right']) {
      await expect(canvas.getByRole('button', { name: label })).toBeVisible();
    }
  },
};

/** Re-rooting while the next tree still shows the old one's height (it is loading, say). */
function RerootingSameHeight(args: GenealogyViewProps) {
  const [rootId, setRootId] = useState(args.rootId);
  return (
    <GenealogyView
      {...args}
      rootId={rootId}
      onSelect={(sponsorId) => {
        args.onSelect(sponsorId);
        setRootId(sponsorId);
      }}
    />
  );
}

/** On a phone, re-rooting from the bottom of the tall tree brings the Extreme buttons into view. */
export const NarrowReRootShowsExtremeButtons: Story = {
  ...phoneViewport,
  render: (args) => <RerootingSameHeight {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const deep = canvas.getByRole('button', { name: 'Kavya Reddy (LT7140021)' });
    window.scrollTo(0, document.documentElement.scrollHeight);
    const controls = canvas.getByRole('group', { name: 'Tree navigation' });
    await waitFor(() => expect(controls.getBoundingClientRect().top).toBeLessThan(0));
    await userEvent.click(deep);
    await expect(args.onSelect).toHaveBeenCalledWith('LT7140021');
    await waitFor(() => {
      const box = controls.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    });
    await restPointer(canvas, userEvent);
  },
};

export const NarrowZoomedOut: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    for (let step = 0; step < 4; step++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    }
    await expect(canvas.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('50%');
    const region = treeRegion(canvas);
    await expect(region.scrollLeft).toBeCloseTo((region.scrollWidth - region.clientWidth) / 2, -1);
    await restPointer(canvas, userEvent);
  },
};

export const NarrowReRootedError: Story = {
  ...phoneViewport,
  args: { tree: undefined, rootId: 'LT6023981', error: 'Member not found' },
};
