import type { ReactNode } from 'react';
import type { SessionRole } from '@contract/auth';
import { TwoFactorSettings } from './two-factor-settings';

export const ACCOUNT_TITLE = 'Account';
export const ACCOUNT_INTRO = 'How you sign in to LEARN-TRADE-EARN.';

export type AccountSettingsProps = {
  role: Exclude<SessionRole, 'admin'>;
  /** The line under the title; ACCOUNT_INTRO unless given. */
  intro?: string;
  /** More sections after the sign-in settings (the page brings them from other features). */
  children?: ReactNode;
};

/** `/userdashboard/account` and `/topupdashboard/account`: the account's sign-in settings. */
export function AccountSettings({ role, intro = ACCOUNT_INTRO, children }: AccountSettingsProps) {
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">
          {ACCOUNT_TITLE}
        </h1>
        <p className="text-sm text-muted">{intro}</p>
      </header>
      <TwoFactorSettings role={role} />
      {children}
    </div>
  );
}

/** `/admin/two-factor`: enrolment for a new admin, then the admin's two-factor settings. */
export function AdminTwoFactor({ home }: { home: string }) {
  return <TwoFactorSettings role="admin" headingLevel="h1" afterEnrolment={home} />;
}
