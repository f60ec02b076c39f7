import { useRef } from 'react';

/** A random UUID (v4); also where `crypto.randomUUID` is missing (pages served over plain HTTP). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per admin action: `keyFor(action)` answers the same key for the same action
 * (e.g. `approve:ORD-000123`) until `done(action)`, so a retry after a failure or a lost answer
 * is answered by the server without acting twice, and the next action gets a new key.
 */
export function useIdempotencyKeys() {
  const keys = useRef(new Map<string, string>());
  return {
    keyFor(action: string): string {
      const known = keys.current.get(action);
      if (known) return known;
      const key = newIdempotencyKey();
      keys.current.set(action, key);
      return key;
    },
    done(action: string) {
      keys.current.delete(action);
    },
  };
}
