import { resetUniqueKey, sendUniqueKeyCode, useEmailRecovery } from './api/unique-key';
import { NewUniqueKeyView } from './components/new-unique-key-view';

/** The member account page's New unique key section (decisions §14). */
export function NewUniqueKey() {
  const recovery = useEmailRecovery();
  // When the server cannot say, the form shows: the write answers RECOVERY_BY_ADMIN if need be.
  const emailRecovery = recovery.error ? true : recovery.data?.email;
  return (
    <NewUniqueKeyView
      emailRecovery={emailRecovery}
      onSendCode={sendUniqueKeyCode}
      onReset={resetUniqueKey}
    />
  );
}
