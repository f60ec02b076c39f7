/**
 * What migration 0011's triggers announce, on this channel (pg_notify, to every instance) and as
 * NOTICEs of that name (to the connection that made the change).
 */
export const SESSION_CHANGES_CHANNEL = 'lte_session_changes';

/** What a change announcement names (migration 0011's payloads). */
export type SessionChange =
  | { kind: 'session'; tokenHash: string }
  | { kind: 'member'; id: number }
  | { kind: 'staff'; id: number }
  | { kind: 'all' };

/** `s:<token hash>`, `m:<member id>`, `p:<staff id>`; anything else (`*` too) means everything. */
export function parseSessionChange(payload: string | undefined): SessionChange {
  const [tag, value = ''] = (payload ?? '').split(':', 2);
  if (tag === 's' && value) return { kind: 'session', tokenHash: value };
  const id = /^\d+$/.test(value) ? Number(value) : NaN;
  if (tag === 'm' && Number.isSafeInteger(id)) return { kind: 'member', id };
  if (tag === 'p' && Number.isSafeInteger(id)) return { kind: 'staff', id };
  return { kind: 'all' };
}

/** Where change announcements go: the cache, as session feeds see it. */
export type SessionChangeSink = {
  apply(change: SessionChange): void;
  /** Forget everything: changes may have gone unheard. */
  flush(): void;
};
