import { KeyRound, TriangleExclamationPoint } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/ui/button/button';
import { CopyButton } from '@/ui/copy-button/copy-button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/ui/dialog/dialog';
import { cn } from '@/ui/lib/cn';
import { useReturnFocus } from '@/ui/lib/use-return-focus';
import { ShownOnceNote } from '@/ui/value-row/value-row';
import { useAction } from '@/lib/use-action';
import type { ActionOutcome } from './use-failure-popup';

/** How the action ended: the new secret (to show once), or failed (the dialog closes; a popup says why). */
export type ShownOnceResult =
  { outcome: 'done'; secret: string } | { outcome: Exclude<ActionOutcome, 'done'> };

export type ShownOnceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question first: its title, what confirming does, and the danger button's label. */
  confirm: { title: string; description: string; action: string };
  /** Then the secret: the title, a line, the secret's label, the copy button's name and the note. */
  shown: {
    title: string;
    description: string;
    label: string;
    copyLabel: string;
    /** Who to give it to and how, after 'This … will not be shown again.' */
    note: ReactNode;
    /** e.g. 'This key will not be shown again.' */
    noteTitle: string;
  };
  /** Makes the new secret. */
  onConfirm: () => Promise<ShownOnceResult>;
  /** Called once the secret was shown and the dialog closed. */
  onDone?: () => void;
};

const tone =
  'row-span-2 flex size-10 shrink-0 items-center justify-center rounded-full [&_svg]:size-5';

/**
 * A staff action that makes a secret for someone else (a member's unique key, an admin's
 * password), in one dialog: first the confirmation, then the secret with a copy button (which
 * takes the focus), shown this once: it is kept only in this dialog's state and forgotten when it
 * closes. A click outside does not close it while the secret shows, so it is not lost by accident.
 */
export function ShownOnceDialog({
  open,
  onOpenChange,
  confirm,
  shown,
  onConfirm,
  onDone,
}: ShownOnceDialogProps) {
  const confirming = useAction(onConfirm);
  const busy = confirming.busy;
  const [secret, setSecret] = useState<string>();
  const copyRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus(open);
  const labelId = useId();

  useEffect(() => {
    if (secret) copyRef.current?.focus();
  }, [secret]);

  function close(next: boolean) {
    if (next || busy) return;
    const wasShown = Boolean(secret);
    setSecret(undefined);
    onOpenChange(false);
    if (wasShown) onDone?.();
  }

  async function run() {
    const ran = await confirming.run();
    if (ran.status === 'busy') return;
    const result: ShownOnceResult = ran.status === 'done' ? ran.result : { outcome: 'failed' };
    if (result.outcome === 'done') setSecret(result.secret);
    else if (result.outcome === 'failed') onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        size="sm"
        role="alertdialog"
        data-slot="shown-once-dialog"
        data-phase={secret ? 'secret' : 'confirm'}
        closeLabel={busy ? null : 'Close'}
        onCloseAutoFocus={returnFocus}
        onInteractOutside={(event) => {
          if (secret || busy) event.preventDefault();
        }}
      >
        <DialogHeader className="grid-cols-[auto_1fr] items-start gap-x-3">
          <span
            aria-hidden
            className={cn(
              tone,
              secret ? 'bg-accent-soft text-accent' : 'bg-danger-soft text-danger',
            )}
          >
            {secret ? <KeyRound /> : <TriangleExclamationPoint />}
          </span>
          <DialogTitle className="self-center">{secret ? shown.title : confirm.title}</DialogTitle>
          <DialogDescription className="col-start-2">
            {secret ? shown.description : confirm.description}
          </DialogDescription>
        </DialogHeader>
        {secret && (
          <DialogBody className="grid gap-4">
            <div className="grid gap-1.5">
              <p id={labelId} className="text-sm font-medium text-text">
                {shown.label}
              </p>
              <div className="flex min-w-0 items-center gap-1 rounded-lg border border-border-strong bg-raised py-1 pr-1 pl-4">
                <output
                  aria-labelledby={labelId}
                  data-slot="shown-once-secret"
                  className="min-w-0 flex-1 font-mono text-xl font-semibold tracking-wider break-all text-text select-all"
                >
                  {secret}
                </output>
                <CopyButton ref={copyRef} value={secret} label={shown.copyLabel} />
              </div>
            </div>
            <ShownOnceNote title={shown.noteTitle}>{shown.note}</ShownOnceNote>
          </DialogBody>
        )}
        <DialogFooter className={cn(!secret && 'border-t-0 pt-1')}>
          {secret ? (
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          ) : (
            <>
              <DialogClose asChild>
                <Button variant="secondary" disabled={busy}>
                  Cancel
                </Button>
              </DialogClose>
              <Button variant="danger" loading={busy} onClick={() => void run()}>
                {confirm.action}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
