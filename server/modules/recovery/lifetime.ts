/**
 * How long a recovery code is good (decisions §14). The outbox reads it too: a code is worth
 * sending only while it is good, and its notice is wiped once it is not.
 */
export const RECOVERY_CODE_MINUTES = 15;
