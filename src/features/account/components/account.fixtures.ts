import type { AccountProfile, AccountSession } from '@contract/account';

export const profile: AccountProfile = {
  name: 'Ravi Kumar',
  mySponsorId: 'LT4821937',
  email: 'ravi.kumar@example.com',
  mobileNumber: '+91 98765 43210',
  joinedAt: '2025-11-02T08:15:00.000Z',
  sponsor: { name: 'Anita Sharma', mySponsorId: 'LT5530114' },
};

export const longProfile: AccountProfile = {
  name: 'Venkata Subramanian Raghavendra Krishnamurthy Balasubrahmanyam Iyer',
  mySponsorId: 'LT4821937',
  email:
    'venkata.subramanian.raghavendra.krishnamurthy@an-exceptionally-long-domain-name.example.com',
  mobileNumber: '+91 (0) 98765-43210',
  joinedAt: '2025-11-02T08:15:00.000Z',
  sponsor: {
    name: 'Anantha Padmanabha Swaminathan Chandrasekharan',
    mySponsorId: 'LT5530114',
  },
};

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

export const thisDevice: AccountSession = {
  id: '41',
  device: 'Chrome on Android',
  userAgent: ANDROID,
  address: '203.0.113.7',
  createdAt: '2026-03-14T09:30:00.000Z',
  lastSeenAt: '2026-03-15T10:05:00.000Z',
  current: true,
};

export const sessions: AccountSession[] = [
  thisDevice,
  {
    id: '37',
    device: 'Firefox on Windows',
    userAgent: WINDOWS,
    address: '198.51.100.9',
    createdAt: '2026-03-10T18:12:00.000Z',
    lastSeenAt: '2026-03-14T21:40:00.000Z',
    current: false,
  },
  {
    id: '29',
    device: 'Safari on macOS',
    userAgent: MAC,
    address: '',
    createdAt: '2026-02-27T07:55:00.000Z',
    lastSeenAt: '2026-03-01T12:00:00.000Z',
    current: false,
  },
];

export const longSessions: AccountSession[] = [
  thisDevice,
  {
    id: '38',
    device: 'A browser on an unknown system',
    userAgent: `${ANDROID} ${WINDOWS} ${MAC} SomeEmbeddedWebView/4.2.1 (build 9f3c2a1e7b6d5c4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c)`,
    address: '2001:db8:85a3:0000:0000:8a2e:0370:7334',
    createdAt: '2026-03-10T18:12:00.000Z',
    lastSeenAt: '2026-03-14T21:40:00.000Z',
    current: false,
  },
];
