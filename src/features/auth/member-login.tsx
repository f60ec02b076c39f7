import { useNavigate } from 'react-router-dom';
import { loginPathOf, useMemberLogin, useSession } from '@/lib/session';
import { LoginView } from './components/login-view';
import { SignedInNotice } from './components/signed-in-notice';
import { SignupPrompt } from './components/signup-prompt';
import { memberLogin } from './login-variants';
import { useReturnPath } from './use-return-path';

/** `/login`: sponsor ID and password; on success back to the member area (spec §4). */
export function MemberLogin() {
  const login = useMemberLogin();
  const { data: session } = useSession('member');
  const navigate = useNavigate();
  const returnPath = useReturnPath(memberLogin, loginPathOf.member);

  return (
    <LoginView
      variant={memberLogin}
      onSubmit={({ id, password, code }) => login(id, password, code)}
      onSuccess={() => void navigate(returnPath, { replace: true })}
      notice={
        session?.role === 'member' && (
          <SignedInNotice
            name={session.user.name}
            account={session.user.mySponsorId}
            href={memberLogin.homePath}
          />
        )
      }
      footer={<SignupPrompt />}
    />
  );
}
