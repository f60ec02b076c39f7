import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { queryRows, type Executor } from '../../db/raw';
import { messages } from './messages';
import { notify, type Recipient } from './service';

/** A short readable name for a browser from its user agent, e.g. "Chrome on Android". */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : 'a browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'an unknown system';
  return `${browser} on ${system}`;
}

/**
 * Remembers the browser a person signed in from; when it is new and they had signed in from
 * others before, they are told (decisions §14, account security). The first sign-in is not news.
 */
export async function noteSignIn(
  db: Executor,
  who: Recipient,
  userAgent: string,
  address: string,
  at = new Date(),
): Promise<void> {
  const device = createHash('sha256').update(userAgent).digest('hex').slice(0, 32);
  const [row] = await queryRows<{ added: boolean; others: boolean }>(
    db,
    sql`with added as (
          insert into known_devices (subject_kind, subject_id, device)
          values (${who.kind}, ${who.id}, ${device})
          on conflict do nothing returning 1)
        select exists (select 1 from added) as added,
               exists (select 1 from known_devices
                        where subject_kind = ${who.kind} and subject_id = ${who.id}
                          and device <> ${device}) as others`,
  );
  if (row?.added && row.others) {
    await notify(db, who, messages.newSignIn(address, deviceName(userAgent), at));
  }
}
