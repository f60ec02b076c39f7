import { useNavigate } from 'react-router-dom';
import { CODE_REQUIRED } from '@contract/two-factor';
import { isCodeRequest, messageOf } from '@/lib/api';
import { loginPathOf, useMemberLogin, useSession } from '@/lib/session';
import { CodeRequested, LoginView, type LoginCredentials } from './components/login-view';
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

  async function submit({ id, password, code }: LoginCredentials) {
    try {
      await login(id, password, code);
    } catch (error) {
      if (isCodeRequest(error)) throw new CodeRequested(error.message || CODE_REQUIRED);
      throw new Error(messageOf(error, memberLogin.errorFallback));
    }
  }

  return (
    <LoginView
      variant={memberLogin}
      onSubmit={submit}
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
