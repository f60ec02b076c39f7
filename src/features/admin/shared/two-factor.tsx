import type { RefObject } from 'react';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog';
import { StatusBadge } from '@/ui/status-badge/status-badge';
import type { ActionOutcome } from './use-failure-popup';

export const RESET_TWO_FACTOR = 'Reset two-factor';
export const RESET_TWO_FACTOR_FAILURE = 'Could not reset two-factor sign-in';
export const resetTwoFactorDone = (name: string) =>
  `${name}’s two-factor sign-in was removed. They have been told and must set it up again.`;

/** Whether a person signs in with an authenticator code. */
export function TwoFactorBadge({ on }: { on: boolean }) {
  return <StatusBadge status={on ? '2FA on' : '2FA off'} tone={on ? 'accent' : 'muted'} />;
}

/** The confirmation before removing someone's second factor. */
export function ResetTwoFactorDialog({
  open,
  onOpenChange,
  name,
  onReset,
  finalFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who loses their second factor, e.g. 'Ravi Kumar'. */
  name: string;
  /** Resets it; 'invalid' keeps the dialog open. */
  onReset: () => Promise<ActionOutcome>;
  finalFocus?: RefObject<HTMLElement | null>;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Reset ${name}’s two-factor sign-in?`}
      description={`Their authenticator app and recovery codes stop working. ${name} signs in with the password alone until they set two-factor sign-in up again, and is told that an administrator removed it. Do this only when you are sure it is them (e.g. they lost their phone).`}
      confirmLabel={RESET_TWO_FACTOR}
      variant="danger"
      finalFocus={finalFocus}
      onConfirm={async () => {
        const outcome = await onReset();
        if (outcome !== 'invalid') onOpenChange(false);
      }}
    />
  );
}
