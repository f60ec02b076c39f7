import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import { ShownOnceDialog } from '@/features/admin/shared/shown-once-dialog';

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

/** Reset unique key: the confirmation, then the new key shown once, to hand to the member. */
export function ResetKeyDialog({
  member,
  withdrawalsLocked,
  onReset,
  ...props
}: ResetKeyDialogProps) {
  return (
    <ShownOnceDialog
      {...props}
      confirm={{
        title: `Reset ${member.name}’s unique key?`,
        description: `The current key stops working at once${withdrawalsLocked ? ' and withdrawals unlock' : ''}. The new key is shown to you once, to hand to the member.`,
        action: 'Reset key',
      }}
      shown={{
        title: `New unique key for ${member.name}`,
        description: `The old key no longer works.${withdrawalsLocked ? ' Withdrawals are unlocked.' : ''}`,
        label: `Unique key of ${member.mySponsorId}`,
        copyLabel: 'Copy the new unique key',
        noteTitle: 'This key will not be shown again.',
        note: `Copy it now and give it to ${member.name} over a channel only they can read.`,
      }}
      onConfirm={async () => {
        const result = await onReset();
        return result.outcome === 'done' ? { outcome: 'done', secret: result.uniqueKey } : result;
      }}
    />
  );
}
