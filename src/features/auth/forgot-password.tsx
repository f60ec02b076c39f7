import { loginPathOf } from '@/lib/session';
import { askRecoveryCode, resetForgottenPassword, useEmailRecovery } from './api/recovery';
import type { RecoveringRole } from './api/recovery';
import { ForgotPasswordView } from './components/forgot-password-view';
import { memberLogin, operatorLogin } from './login-variants';

const variants = { member: memberLogin, operator: operatorLogin };

/** `/login/forgot` and `/topupdashboard/forgot`: a new password by e-mailed code (decisions §14). */
export function ForgotPassword({ role }: { role: RecoveringRole }) {
  const recovery = useEmailRecovery();
  // When the server cannot say, the form shows: its answer says RECOVERY_BY_ADMIN if need be.
  const emailRecovery = recovery.error ? true : recovery.data?.email;
  return (
    <ForgotPasswordView
      variant={variants[role]}
      loginPath={loginPathOf[role]}
      emailRecovery={emailRecovery}
      onAsk={(id) => askRecoveryCode(role, id)}
      onReset={(id, code, newPassword) => resetForgottenPassword(role, id, code, newPassword)}
    />
  );
}
