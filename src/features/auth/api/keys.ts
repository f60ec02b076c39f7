import { recoveryOptions } from '@contract/notifications';

/** Whether the server e-mails recovery codes (the wallet feature reads the same path). */
export const recoveryOptionsKey = recoveryOptions.path;
