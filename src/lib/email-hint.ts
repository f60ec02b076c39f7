import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { EMAIL_INVALID } from '@contract/labels';

/** Spec §5: a simple {something}@{something}.{something} pattern, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5's e-mail hint, the server's words too (the public signup's form says 'Email invalid'). */
export const EMAIL_HINT = EMAIL_INVALID;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * The e-mail hint of spec §5, alike on every form: it shows when the field is left holding an
 * address that does not match, then follows each key until the address matches. It never blocks
 * submission. Spread the answer on the e-mail TextField.
 */
export function useEmailHint(text: string = EMAIL_HINT) {
  const [hint, setHint] = useState<string>();
  return {
    hint,
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setHint(value && !isValidEmail(value) ? text : undefined);
    },
    onKeyUp: (event: KeyboardEvent<HTMLInputElement>) => {
      if (hint === undefined) return;
      setHint(isValidEmail(event.currentTarget.value) ? undefined : text);
    },
  };
}
