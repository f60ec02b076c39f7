import { KeyRound, TriangleExclamationPoint } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
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
import { useAction } from '@/lib/use-action';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';

/** How a reset ended: the new key (to show once), or failed (the dialog closes; the popup says why). */
export type ResetKeyResult =
  { outcome: 'done'; uniqueKey: string } | { outcome: Exclude<ActionOutcome, 'done'> };

export type ResetKeyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whose key is reset. */
  member: { name: string; mySponsorId: string };
  /** Whether wrong keys locked the member's withdrawals (a reset unlocks them). */
  withdrawalsLocked: boolean;
  /** Resets the key. */
  onReset: () => Promise<ResetKeyResult>;
  /** Called once the key was shown and the dialog closed. */
  onDone?: () => void;
};

const tone =
  'row-span-2 flex size-10 shrink-0 items-center justify-center rounded-full [&_svg]:size-5';

/**
 * Reset unique key, in one dialog: first the confirmation, then the new key with a copy button,
 * shown this once (it is kept only in this dialog's state and forgotten when it closes). A click
 * outside does not close it while the key shows, so the key is not lost by accident.
 */
export function ResetKeyDialog({
  open,
  onOpenChange,
  member,
  withdrawalsLocked,
  onReset,
  onDone,
}: ResetKeyDialogProps) {
  const resetting = useAction(onReset);
  const busy = resetting.busy;
  const [uniqueKey, setUniqueKey] = useState<string>();
  const copyRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus(open);
  const labelId = useId();

  useEffect(() => {
    if (uniqueKey) copyRef.current?.focus();
  }, [uniqueKey]);

  function close(next: boolean) {
    if (next || busy) return;
    const shown = Boolean(uniqueKey);
    setUniqueKey(undefined);
    onOpenChange(false);
    if (shown) onDone?.();
  }

  async function reset() {
    const ran = await resetting.run();
    if (ran.status === 'busy') return;
    const result: ResetKeyResult = ran.status === 'done' ? ran.result : { outcome: 'failed' };
    if (result.outcome === 'done') setUniqueKey(result.uniqueKey);
    else if (result.outcome === 'failed') onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        size="sm"
        role="alertdialog"
        data-slot="reset-key-dialog"
        data-phase={uniqueKey ? 'key' : 'confirm'}
        closeLabel={busy ? null : 'Close'}
        onCloseAutoFocus={returnFocus}
        onInteractOutside={(event) => {
          if (uniqueKey || busy) event.preventDefault();
        }}
      >
        <DialogHeader className="grid-cols-[auto_1fr] items-start gap-x-3">
          <span
            aria-hidden
            className={cn(
              tone,
              uniqueKey ? 'bg-accent-soft text-accent' : 'bg-danger-soft text-danger',
            )}
          >
            {uniqueKey ? <KeyRound /> : <TriangleExclamationPoint />}
          </span>
          <DialogTitle className="self-center">
            {uniqueKey ? `New unique key for ${member.name}` : `Reset ${member.name}’s unique key?`}
          </DialogTitle>
          <DialogDescription className="col-start-2">
            {uniqueKey
              ? `The old key no longer works.${withdrawalsLocked ? ' Withdrawals are unlocked.' : ''}`
              : `The current key stops working at once${withdrawalsLocked ? ' and withdrawals unlock' : ''}. The new key is shown to you once, to hand to the member.`}
          </DialogDescription>
        </DialogHeader>
        {uniqueKey && (
          <DialogBody className="grid gap-4">
            <div className="grid gap-1.5">
              <p id={labelId} className="text-sm font-medium text-text">
                Unique key of {member.mySponsorId}
              </p>
              <div className="flex min-w-0 items-center gap-1 rounded-lg border border-border-strong bg-raised py-1 pr-1 pl-4">
                <output
                  aria-labelledby={labelId}
                  data-slot="new-unique-key"
                  className="min-w-0 flex-1 font-mono text-xl font-semibold tracking-wider break-all text-text select-all"
                >
                  {uniqueKey}
                </output>
                <CopyButton ref={copyRef} value={uniqueKey} label="Copy the new unique key" />
              </div>
            </div>
            <p
              role="note"
              className="flex items-start gap-2 rounded border border-warning/40 bg-warning-soft px-3 py-2.5 text-sm text-text"
            >
              <TriangleExclamationPoint
                aria-hidden
                className="mt-0.5 size-4 shrink-0 text-warning"
              />
              <span>
                <strong className="font-semibold text-warning">
                  This key will not be shown again.
                </strong>{' '}
                Copy it now and give it to {member.name} over a channel only they can read.
              </span>
            </p>
          </DialogBody>
        )}
        <DialogFooter className={cn(!uniqueKey && 'border-t-0 pt-1')}>
          {uniqueKey ? (
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
              <Button variant="danger" loading={busy} onClick={() => void reset()}>
                Reset key
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
