import { useNavigate } from 'react-router-dom';
import { CODE_REQUIRED } from '@contract/two-factor';
import { isCodeRequest, messageOf } from '@/lib/api';
import { loginPathOf, useSession, useStaffLogin } from '@/lib/session';
import { CodeRequested, LoginView, type LoginCredentials } from './components/login-view';
import { SignedInNotice } from './components/signed-in-notice';
import { adminLogin, operatorLogin } from './login-variants';
import { useReturnPath } from './use-return-path';

const variants = { operator: operatorLogin, admin: adminLogin };

/** `/topupdashboard/login` and `/admin/login`: e-mail and password (spec §2, §8). */
export function StaffLogin({ role }: { role: 'operator' | 'admin' }) {
  const variant = variants[role];
  const login = useStaffLogin(role);
  const { data: session } = useSession(role);
  const navigate = useNavigate();
  const returnPath = useReturnPath(variant, loginPathOf[role]);

  async function submit({ id, password, code }: LoginCredentials) {
    try {
      await login(id, password, code);
    } catch (error) {
      if (isCodeRequest(error)) throw new CodeRequested(error.message || CODE_REQUIRED);
      throw new Error(messageOf(error, variant.errorFallback));
    }
  }

  return (
    <LoginView
      variant={variant}
      onSubmit={submit}
      onSuccess={() => void navigate(returnPath, { replace: true })}
      notice={
        session?.role === role && (
          <SignedInNotice
            name={session.user.name}
            account={session.user.email}
            href={variant.homePath}
          />
        )
      }
    />
  );
}
