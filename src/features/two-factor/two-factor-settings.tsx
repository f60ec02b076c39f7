import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { SessionRole } from '@contract/auth';
import { messageOf } from '@/lib/api';
import { meKey, useSession } from '@/lib/session';
import {
  disableTwoFactor,
  enableTwoFactor,
  newRecoveryCodes,
  startSetup,
  useTwoFactorStatus,
} from './api/two-factor';
import { TwoFactorView } from './components/two-factor-view';
import { copy } from './copy';

export type TwoFactorSettingsProps = {
  role: SessionRole;
  /** Where an admin goes once enrolled (the console's home). */
  afterEnrolment?: string;
  headingLevel?: 'h1' | 'h2';
};

/** The signed-in person's two-factor settings; for an admin without one, the enrolment. */
export function TwoFactorSettings({
  role,
  afterEnrolment,
  headingLevel = 'h2',
}: TwoFactorSettingsProps) {
  const status = useTwoFactorStatus(role);
  const session = useSession(role);
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const enrolment = session.data?.twoFactor === 'enrol';
  const account = session.data?.user.mySponsorId ?? session.data?.user.email ?? '';

  return (
    <TwoFactorView
      status={status.data}
      error={status.error ? messageOf(status.error, copy.loadFailure) : undefined}
      onRetry={() => void status.mutate()}
      account={account}
      enrolment={enrolment}
      headingLevel={headingLevel}
      onSetup={() => startSetup(role)}
      onEnable={async (code) => {
        const codes = await enableTwoFactor(role, code);
        void status.mutate();
        return codes;
      }}
      onDisable={async (password, code) => {
        await disableTwoFactor(role, password, code);
        await status.mutate();
      }}
      onRegenerate={async (code) => {
        const codes = await newRecoveryCodes(role, code);
        void status.mutate();
        return codes;
      }}
      onCodesSaved={() => {
        if (!enrolment) return;
        // The same session is now a full one: let the console see it, then open it.
        void mutate(meKey(role)).then(() => {
          if (afterEnrolment) void navigate(afterEnrolment, { replace: true });
        });
      }}
    />
  );
}
