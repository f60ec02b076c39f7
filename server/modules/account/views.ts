import type { AccountProfile, AccountSession } from '../../../contract/account';
import { deviceName } from '../notifications/devices';
import type { ProfileRow, SessionRow } from './queries';

const iso = (value: Date | string) => new Date(value).toISOString();

export const profileView = (row: ProfileRow): AccountProfile => ({
  name: row.name,
  mySponsorId: row.sponsor_code,
  email: row.email,
  mobileNumber: row.mobile_number,
  joinedAt: iso(row.created_at),
  sponsor:
    row.sponsor_name && row.sponsor_code_of_sponsor
      ? { name: row.sponsor_name, mySponsorId: row.sponsor_code_of_sponsor }
      : null,
});

/** "a browser on Linux" reads mid-sentence in a notice; a list item starts with a capital. */
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

export const sessionView = (row: SessionRow, currentId: number): AccountSession => ({
  id: String(row.id),
  device: row.user_agent ? capitalised(deviceName(row.user_agent)) : 'Unknown device',
  userAgent: row.user_agent,
  address: row.address,
  createdAt: iso(row.created_at),
  lastSeenAt: iso(row.last_seen_at),
  current: Number(row.id) === currentId,
});
