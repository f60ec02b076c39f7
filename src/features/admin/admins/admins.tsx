import { messageOf } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useAction } from '@/lib/use-action';
import { useFailurePopup } from '@/features/admin/shared/use-failure-popup';
import type { ShownOnceResult } from '@/features/admin/shared/shown-once-dialog';
import { ADMINS_FAILURE, resetPasswordOf, useAdmins } from './api/admins';
import { AdminsView, type AdminAccount } from './components/admins-view';

/** `/admin/admins`: the admins; a new password goes straight to the dialog and is never cached. */
export function Admins() {
  const admins = useAdmins();
  const { data: session } = useSession('admin');
  const { popup, outcomeOf } = useFailurePopup();
  const resetting = useAction(resetPasswordOf);

  async function onReset(admin: AdminAccount): Promise<ShownOnceResult> {
    const result = await resetting.run(admin._id);
    outcomeOf(result, 'Could not reset the password');
    return result.status === 'done'
      ? { outcome: 'done', secret: result.result.password }
      : { outcome: 'failed' };
  }

  return (
    <>
      <AdminsView
        admins={admins.data}
        error={admins.error ? messageOf(admins.error, ADMINS_FAILURE) : undefined}
        onRetry={() => void admins.mutate()}
        selfId={session?.user._id}
        onReset={onReset}
      />
      {popup}
    </>
  );
}
