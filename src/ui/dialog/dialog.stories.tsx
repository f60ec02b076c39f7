import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogForm,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import { phoneViewport } from '@/ui/lib/story-viewports';

type DemoProps = ComponentProps<typeof DialogContent> & {
  /** Whether the dialog starts open. */
  defaultOpen?: boolean;
  /** Called with the next open state. */
  onOpenChange: (open: boolean) => void;
  /** Called with the form's values when it is submitted. */
  onSubmit: (values: Record<string, string>) => void;
  /** Adds paragraphs so the body must scroll. */
  long?: boolean;
};

function DialogDemo({
  defaultOpen = true,
  onOpenChange,
  onSubmit,
  long = false,
  ...content
}: DemoProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
    >
      <DialogTrigger asChild>
        <Button>Change nickname</Button>
      </DialogTrigger>
      <DialogContent {...content}>
        <DialogHeader>
          <DialogTitle>Change nickname</DialogTitle>
          <DialogDescription>
            Your nickname is shown to your team in the genealogy tree.
          </DialogDescription>
        </DialogHeader>
        <DialogForm
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            onSubmit(Object.fromEntries([...data].map(([key, value]) => [key, String(value)])));
            setOpen(false);
          }}
        >
          <DialogBody className="grid gap-4">
            <TextField label="Nickname" name="nickname" defaultValue="Ravi" />
            <TextField label="Account password" name="password" type="password" passwordToggle />
            {long &&
              Array.from({ length: 8 }, (_, index) => (
                <p key={index} className="text-sm text-muted">
                  Nicknames may use letters, digits and spaces. A nickname that impersonates staff
                  or another member is removed, and repeated misuse can suspend the account until an
                  admin reviews it.
                </p>
              ))}
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit">Save</Button>
          </DialogFooter>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Kit/Dialog',
  component: DialogDemo,
  tags: ['autodocs'],
  args: { onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

export const Open: Story = {
  play: async () => {
    const dialog = await findDialog('Change nickname');
    await expect(dialog).toHaveAccessibleDescription(
      'Your nickname is shown to your team in the genealogy tree.',
    );
    await expect(within(dialog).getByLabelText('Nickname')).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const OpensFromTrigger: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Change nickname' });
    await userEvent.click(trigger);
    const dialog = await findDialog('Change nickname');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await gone();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
    trigger.blur();
  },
};

export const SubmitsForm: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await findDialog('Change nickname');
    await userEvent.type(within(dialog).getByLabelText('Account password'), 'secret-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await gone();
    await expect(args.onSubmit).toHaveBeenCalledWith({ nickname: 'Ravi', password: 'secret-1' });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EscapeCloses: Story = {
  play: async ({ userEvent, args }) => {
    await findDialog('Change nickname');
    await userEvent.keyboard('{Escape}');
    await gone();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const FocusStaysInside: Story = {
  play: async ({ userEvent }) => {
    const dialog = await findDialog('Change nickname');
    const inside = () => dialog.contains(document.activeElement);
    for (let step = 0; step < 8; step++) {
      await userEvent.tab();
      await expect(inside()).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(inside()).toBe(true);
  },
};

export const WithoutCloseButton: Story = {
  args: { closeLabel: null },
  play: async () => {
    const dialog = await findDialog('Change nickname');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const LongContent: Story = {
  args: { long: true },
  play: async () => {
    const dialog = await findDialog('Change nickname');
    const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]');
    await expect(body?.scrollHeight).toBeGreaterThan(body?.clientHeight ?? 0);
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async () => {
    const dialog = await findDialog('Change nickname');
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await expect(save.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 60);
  },
};

export const NarrowLongContent: Story = { ...phoneViewport, args: { long: true } };
