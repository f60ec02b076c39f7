import { useNavigate } from 'react-router-dom';
import { loginPathOf, useSession } from '@/lib/session';
import { useStaffLogin } from './api/staff-login';
import { LoginView } from './components/login-view';
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

  return (
    <LoginView
      variant={variant}
      onSubmit={({ id, password, code }) => login(id, password, code)}
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
