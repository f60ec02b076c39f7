import { useRefresh } from '@/lib/use-action';
import { changePassword } from './api/account';
import { sessionsKey } from './api/keys';
import { ChangePasswordView } from './components/change-password-view';

/** The account page's Change password section; the other devices' sessions end with it. */
export function ChangePassword() {
  const refresh = useRefresh();
  return (
    <ChangePasswordView
      onChange={async (currentPassword, newPassword) => {
        const message = await changePassword(currentPassword, newPassword);
        refresh([sessionsKey]);
        return message;
      }}
    />
  );
}
