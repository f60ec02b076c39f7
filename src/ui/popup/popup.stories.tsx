import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Popup, usePopup } from './popup';
import { phoneViewport } from '@/ui/lib/story-viewports';

const meta = {
  title: 'Kit/Popup',
  component: Popup,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    onClosed: fn(),
    icon: 'success',
    title: 'Thank You!',
    text: 'Registration sucessfully completed!',
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Show popup
        </Button>
        <Popup
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const Success: Story = {
  play: async () => {
    const dialog = await findDialog('Thank You!');
    await expect(dialog).toHaveAccessibleDescription('Registration sucessfully completed!');
    await expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

export const Error: Story = {
  args: { icon: 'error', title: 'Something went wrong', text: 'Invalid sponsor ID or password' },
  play: async () => {
    await findDialog('Something went wrong');
  },
};

export const Warning: Story = {
  args: { icon: 'warning', title: 'Opps!', text: 'Please fill out all required fields!' },
  play: async () => {
    await findDialog('Opps!');
  },
};

export const Info: Story = {
  args: {
    icon: 'info',
    title: 'Payout on Fridays',
    text: 'Weekly payouts are credited to your E-Wallet every Friday.',
  },
};

export const WithKey: Story = {
  args: {
    title: 'Thank You!',
    text: 'Registration sucessfully completed!',
    children: (
      <div className="rounded-lg border border-border bg-raised p-4">
        <dl className="grid gap-3 text-sm">
          <div className="flex items-center justify-between gap-3">
            <dt className="text-muted">Sponsor ID</dt>
            <dd className="font-mono font-semibold text-text">LT4821937</dd>
          </div>
          <div className="grid gap-2">
            <dt className="text-muted">Unique key</dt>
            <dd className="flex items-center justify-between gap-2 rounded border border-border-strong bg-surface py-1 pr-1 pl-3">
              <span className="font-mono text-base font-semibold tracking-wider break-all text-accent">
                K7QX-M2PA-9TRD-4HWN
              </span>
              <Button variant="ghost" size="icon" aria-label="Copy unique key">
                <Copy />
              </Button>
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-warning">
          This key is shown only once. Write it down and keep it safe; you need it to log in.
        </p>
      </div>
    ),
  },
  play: async () => {
    const dialog = await findDialog('Thank You!');
    await expect(dialog).toHaveTextContent('K7QX-M2PA-9TRD-4HWN');
    await expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

/** A secret shown once: the popup stays until its box is ticked; Escape and outside clicks wait. */
export const MustAcknowledge: Story = {
  args: { ...WithKey.args, acknowledge: 'I have saved it' },
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Thank You!');
    const ok = screen.getByRole('button', { name: 'OK' });
    await expect(ok).toBeDisabled();
    await expect(screen.getByLabelText('I have saved it')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('I have saved it'));
    await expect(ok).toBeEnabled();
    await userEvent.click(ok);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClosed).toHaveBeenCalledOnce();
  },
};

export const AutoClose: Story = {
  args: { title: 'Login successful', text: 'Taking you to your dashboard...', autoCloseMs: 300 },
  play: async ({ args }) => {
    await findDialog('Login successful');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onClosed).toHaveBeenCalledOnce();
  },
};

export const EscapeCloses: Story = {
  args: { icon: 'warning', title: 'Opps!', text: 'Please fill out all required fields!' },
  play: async ({ args, userEvent }) => {
    await findDialog('Opps!');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onClosed).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    icon: 'error',
    title: 'We could not complete your package purchase at this moment',
    text: 'Your E-Wallet balance is lower than the price of the selected package. Top up your wallet from Wallet details or choose a smaller package, then try again. No amount has been deducted.',
    confirmText: 'Back to packages',
  },
};

export const Narrow: Story = {
  args: { icon: 'warning', title: 'Opps!', text: 'Please fill out all required fields!' },
  ...phoneViewport,
};

function HookDemo({ onDone }: { onDone: () => void }) {
  const { popup, show } = usePopup();
  return (
    <>
      <Button
        onClick={async () => {
          await show({
            icon: 'warning',
            title: 'Opps!',
            text: 'Please fill out all required fields!',
          });
          onDone();
        }}
      >
        Submit
      </Button>
      {popup}
    </>
  );
}

export const HookUsage: Story = {
  args: { open: false },
  render: (args) => <HookDemo onDone={args.onClosed ?? (() => undefined)} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await findDialog('Opps!');
    await expect(args.onClosed).not.toHaveBeenCalled();
    const ok = screen.getByRole('button', { name: 'OK' });
    await userEvent.click(ok);
    await userEvent.unhover(ok);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(args.onClosed).toHaveBeenCalledOnce());
  },
};
