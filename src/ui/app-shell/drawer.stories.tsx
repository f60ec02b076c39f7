import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { memberNav, operatorNav } from './app-shell.fixtures';
import { Drawer, type DrawerProps } from './drawer';
import { Wordmark } from './sidebar';

type HarnessProps = Omit<DrawerProps, 'open' | 'opener' | 'brand'>;

/** The drawer with the menu button it belongs to, as AppShell renders them on a phone. */
function WithMenuButton({ onOpenChange, ...props }: HarnessProps) {
  const [open, setOpen] = useState(true);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} variant="ghost" onClick={() => setOpen(true)}>
        Open menu
      </Button>
      <Drawer
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        brand={<Wordmark />}
        opener={opener}
      />
    </>
  );
}

/**
 * The sidebar as a drawer on phones (AppShell loads it when the menu is first opened). It has no
 * loading, empty or error state of its own: AppShell renders nothing until its code is here.
 */
const meta = {
  title: 'Kit/AppShell/Drawer',
  component: WithMenuButton,
  ...phoneViewport,
  args: {
    id: 'menu-drawer',
    areaLabel: 'Member area',
    navItems: memberNav,
    currentPath: '/member/e-wallet',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof WithMenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(drawer).toHaveAttribute('id', 'menu-drawer');
    const nav = within(drawer).getByRole('navigation', { name: 'Member area' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(memberNav.length);
    await expect(within(nav).getByRole('link', { name: 'E-Wallet' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Operator: Story = {
  args: { areaLabel: 'Top-up operator', navItems: operatorNav, currentPath: '/operator/packages' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('navigation', { name: 'Top-up operator' })).toBeVisible();
  },
};

/** Closing hands focus back to the menu button, whichever way the drawer closes. */
export const ClosesToTheMenuButton: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    const opener = canvas.getByRole('button', { name: 'Open menu' });
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    opener.blur();
  },
};
