import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TreeNode, type TreeNodeProps } from './tree-node';
import { phoneViewport } from '@/ui/lib/story-viewports';

const meta = {
  title: 'Kit/TreeNode',
  component: TreeNode,
  tags: ['autodocs'],
  args: { name: 'Ravi Kumar', sponsorId: 'LT4821937', status: 'active', onSelect: fn() },
  decorators: [(Story) => <div className="p-2">{Story()}</div>],
} satisfies Meta<typeof TreeNode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const node = canvas.getByRole('button', { name: 'Ravi Kumar (LT4821937)' });
    await expect(node).toHaveAccessibleDescription('Active');
    await userEvent.click(node);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    node.blur();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const node = canvas.getByRole('button', { name: 'Ravi Kumar (LT4821937)' });
    await expect(node).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

export const Inactive: Story = {
  args: { name: 'Anita Sharma', sponsorId: 'LT5530114', status: 'inactive' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Anita Sharma (LT5530114)' }),
    ).toHaveAccessibleDescription('Inactive');
  },
};

export const ReadOnly: Story = {
  args: { onSelect: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Active' })).toBeVisible();
  },
};

export const Vacant: Story = {
  args: {
    status: 'vacant',
    name: undefined,
    sponsorId: undefined,
    signupHref: '/signup?sponsor=LT4821937&position=left',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Signup' })).toHaveAttribute(
      'href',
      '/signup?sponsor=LT4821937&position=left',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Root: Story = {
  args: { isRoot: true },
  play: async ({ canvas }) => {
    const node = canvas.getByRole('button', { name: 'Ravi Kumar (LT4821937)' });
    await expect(node.closest('[data-slot="tree-node"]')).toHaveAttribute('data-root');
  },
};

/** An inactive root: its emphasis border is red like its avatar, never green around red. */
export const InactiveRoot: Story = {
  args: { isRoot: true, status: 'inactive' },
  play: async ({ canvas }) => {
    const node = canvas
      .getByRole('button', { name: 'Ravi Kumar (LT4821937)' })
      .closest<HTMLElement>('[data-slot="tree-node"]');
    await expect(node).toHaveAttribute('data-root');
    await expect(node).toHaveClass('border-danger/60');
    await expect(node).not.toHaveClass('border-accent/60');
  },
};

export const LongName: Story = {
  args: {
    name: 'Venkata Subrahmanyam Lakshminarayana',
    sponsorId: 'LT9900012345678',
  },
  play: async ({ canvas }) => {
    const node = canvas.getByRole('button', {
      name: 'Venkata Subrahmanyam Lakshminarayana (LT9900012345678)',
    });
    await expect(node.scrollWidth).toBeGreaterThan(node.clientWidth);
    await expect(canvas.getByTitle('Venkata Subrahmanyam Lakshminarayana')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="tree-node"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

type Member = Omit<TreeNodeProps, 'onSelect'> & { left?: Member; right?: Member };

function Branch({ member, onSelect }: { member: Member; onSelect?: () => void }) {
  const { left, right, ...node } = member;
  const children = [left, right].filter((child): child is Member => Boolean(child));
  return (
    <li className="relative flex flex-col items-center px-1.5 pt-5 before:absolute before:top-0 before:h-px before:bg-border-strong first:before:right-0 first:before:left-1/2 last:before:right-1/2 last:before:left-0 after:absolute after:top-0 after:left-1/2 after:h-5 after:w-px after:bg-border-strong">
      <TreeNode {...node} onSelect={node.status === 'vacant' ? undefined : onSelect} />
      {children.length > 0 && (
        <ul className="relative flex pt-5 before:absolute before:top-0 before:left-1/2 before:h-5 before:w-px before:bg-border-strong">
          {children.map((child, index) => (
            <Branch key={index} member={child} onSelect={onSelect} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Tree({ root, onSelect }: { root: Member; onSelect?: () => void }) {
  const { left, right, ...node } = root;
  return (
    <div className="flex flex-col items-center p-2">
      <TreeNode {...node} isRoot onSelect={onSelect} />
      <ul className="relative flex pt-5 before:absolute before:top-0 before:left-1/2 before:h-5 before:w-px before:bg-border-strong">
        {[left, right].map(
          (child, index) => child && <Branch key={index} member={child} onSelect={onSelect} />,
        )}
      </ul>
    </div>
  );
}

const vacant = (position: 'left' | 'right', sponsor: string): Member => ({
  status: 'vacant',
  signupHref: `/signup?sponsor=${sponsor}&position=${position}`,
});

const tree: Member = {
  name: 'Ravi Kumar',
  sponsorId: 'LT4821937',
  status: 'active',
  left: {
    name: 'Anita Sharma',
    sponsorId: 'LT5530114',
    status: 'active',
    left: { name: 'Mohammed Irfan', sponsorId: 'LT6012458', status: 'inactive' },
    right: { name: 'Priya Nair', sponsorId: 'LT6023981', status: 'active' },
  },
  right: {
    name: 'Deepak Verma',
    sponsorId: 'LT5541207',
    status: 'inactive',
    left: { name: 'Sunita Rao', sponsorId: 'LT6107733', status: 'active' },
    right: vacant('right', 'LT5541207'),
  },
};

export const SmallTree: Story = {
  render: (args) => <Tree root={tree} onSelect={args.onSelect} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Signup' })).toHaveAttribute(
      'href',
      '/signup?sponsor=LT5541207&position=right',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Priya Nair (LT6023981)' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  render: (args) => (
    <Tree
      root={{
        name: 'Ravi Kumar',
        sponsorId: 'LT4821937',
        status: 'active',
        left: { name: 'Anita Sharma', sponsorId: 'LT5530114', status: 'inactive' },
        right: vacant('right', 'LT4821937'),
      }}
      onSelect={args.onSelect}
    />
  ),
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
