import type { MemberDashboard, MemberStatus } from '@contract/dashboard';
import { spyOn } from 'storybook/test';
import type { WelcomeLetterFacts } from '../api/use-welcome-letter';

const origin = 'https://learn-trade-earn.example';
const links = (sponsorId: string) => ({
  leftRefferalLink: `${origin}/usersignup/verifysponsor?sponsorId=${sponsorId}&position=left`,
  rightRefferalLink: `${origin}/usersignup/verifysponsor?sponsorId=${sponsorId}&position=right`,
});

const payouts = [
  [34.2, 0],
  [47.5, 19],
  [0, 0],
  [57, 47.5],
  [95, 38],
  [47.5, 95],
  [28.5, 85.5],
  [66.5, 95],
  [95, 142.5],
  [47.5, 190],
  [114, 142.5],
  [76, 237.5],
  [133, 190],
  [95, 285],
] as const;

/** Fourteen weekly payouts, newest first as the server sends them (Mondays, 29/09/2025 to 29/12/2025). */
export const weeklyEarnings = payouts
  .map(([direct, team], index) => {
    const week = new Date(Date.UTC(2025, 8, 29 + index * 7));
    return {
      _id: `we${index + 1}`,
      week: week.toISOString(),
      directSalesBonus: direct,
      teamSalesBonus: team,
      payoutAmount: Math.round((direct + team) * 95) / 100,
    };
  })
  .reverse();

/** Nothing waits on anyone: the member's wallet is verified. */
export const nothingPending: MemberStatus = {
  deposits: { pending: [], rejected: [] },
  withdrawals: { pending: [], onHold: 0, paid: 420 },
  kyc: { status: 'verified', reason: null, walletAddress: 'TJYeasTPa6gpEEfYzNhY6ThRYxjmHdSyKm' },
};

const TRON_HASH = '4f1d2c3b4a5968778695a4b3c2d1e0f1e2d3c4b5a69788796a5b4c3d2e1f0a1b';

/** A deposit checked by staff (no transaction hash) and one waiting for the chain's confirmations. */
type PendingDeposit = MemberStatus['deposits']['pending'][number];
type RejectedDeposit = MemberStatus['deposits']['rejected'][number];

/** Paid with a transaction hash: the chain's confirmations are awaited. */
const depositOnChain: PendingDeposit = {
  order_no: 'ORD-000214',
  package_name: 'Bull Starter',
  price: 100,
  created_at: '2026-01-12T08:15:00.000Z',
  chain: {
    network: 'tron',
    txHash: TRON_HASH,
    explorerUrl: `https://tronscan.org/#/transaction/${TRON_HASH}`,
    state: 'waiting',
    finding: 'not yet confirmed: 3 of 20',
    note: 'waiting for 17 more confirmations',
    checkedAt: '2026-01-12T08:16:00.000Z',
  },
};

/** Paid with a screenshot only: an operator or admin checks it. */
const depositByScreenshot: PendingDeposit = {
  order_no: 'ORD-000209',
  package_name: 'Kick Starter',
  price: 50,
  created_at: '2026-01-11T17:40:00.000Z',
  chain: null,
};

export const pendingDeposits = [depositOnChain, depositByScreenshot];

const rejectedDeposit: RejectedDeposit = {
  order_no: 'ORD-000198',
  package_name: 'Kick Starter',
  price: 50,
  decided_at: '2026-01-10T11:05:00.000Z',
  reason: 'The screenshot shows a payment of 5 USDT, not 50 USDT.',
};

export const rejectedDeposits = [rejectedDeposit];

export const pendingWithdrawals: MemberStatus['withdrawals']['pending'] = [
  { order_no: 'WD-000031', amount: 25, created_at: '2026-01-12T10:00:00.000Z' },
];

/** A pending deposit, a rejected one, a pending withdrawal and rejected wallet details at once. */
export const everythingPending: MemberStatus = {
  deposits: { pending: pendingDeposits, rejected: rejectedDeposits },
  withdrawals: { pending: pendingWithdrawals, onHold: 25, paid: 420 },
  kyc: {
    status: 'rejected',
    reason: 'The Telegram ID does not match the name on the account.',
    walletAddress: 'TKjx7pBA6871kuc5ZGrgShmZPthV2bc1W9',
  },
};

/** Reasons as long as an admin may write them, and an unbroken address. */
export const longReasons: MemberStatus = {
  ...everythingPending,
  deposits: {
    pending: [],
    rejected: [
      {
        ...rejectedDeposit,
        reason:
          'The payment screenshot is cropped so that neither the amount nor the receiving address can be read, and the transaction it seems to show was sent to an address that is not ours; please pay again to the address shown on the deposit page and upload the whole screen, including the transaction hash.',
      },
    ],
  },
  kyc: {
    status: 'rejected',
    reason:
      'Thewalletaddressyousentbelongstoanexchangedepositaccountwhichcannotreceivepayoutsdirectly; please send the address of a wallet you control yourself.',
    walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  },
};

/** An active member with a team, bonuses and fourteen weeks of payouts. */
export const activeDashboard: MemberDashboard = {
  userDetails: {
    _id: '7',
    name: 'Ravi Kumar',
    mySponsorId: 'LT4821937',
    isActive: true,
    ...links('LT4821937'),
    subcription: 'Bull Starter',
    rank: 'Bronze',
  },
  walletDetails: {
    walletBalance: 1234.5,
    personalPoints: 1500,
    directPoints: { leftPoints: 1500, rightPoints: 600 },
    currentWeekPoints: { leftPoints: 12500, rightPoints: 9870 },
    weeklyEarnings,
  },
  currentDirectPoints: 60,
  currentTeamPoints: 100,
  totalPayout:
    Math.round(weeklyEarnings.reduce((sum, week) => sum + week.payoutAmount, 0) * 100) / 100,
  teamPoints: { leftPoints: 48200, rightPoints: 39750 },
  carried: { leftPoints: 2630, rightPoints: 0 },
  minimumWithdrawal: 10,
  status: nothingPending,
};

/** A member who joined today: no package, no team, nothing earned. */
export const newMemberDashboard: MemberDashboard = {
  userDetails: {
    _id: '42',
    name: 'Meera Iyer',
    mySponsorId: 'LT7305518',
    isActive: false,
    ...links('LT7305518'),
    subcription: 'None',
    rank: null,
  },
  walletDetails: {
    walletBalance: 0,
    personalPoints: 0,
    directPoints: { leftPoints: 0, rightPoints: 0 },
    currentWeekPoints: { leftPoints: 0, rightPoints: 0 },
    weeklyEarnings: [],
  },
  currentDirectPoints: 0,
  currentTeamPoints: 0,
  totalPayout: 0,
  teamPoints: { leftPoints: 0, rightPoints: 0 },
  carried: { leftPoints: 0, rightPoints: 0 },
  minimumWithdrawal: 10,
  status: {
    deposits: { pending: [], rejected: [] },
    withdrawals: { pending: [], onHold: 0, paid: 0 },
    kyc: { status: 'not_submitted', reason: null, walletAddress: null },
  },
};

/** A new member whose first deposit waits for approval. */
export const depositWaitingDashboard: MemberDashboard = {
  ...newMemberDashboard,
  status: {
    ...newMemberDashboard.status,
    deposits: { pending: [depositByScreenshot], rejected: [] },
  },
};

/** A long name, a long package name and figures in the hundreds of millions. */
export const hugeDashboard: MemberDashboard = {
  ...activeDashboard,
  userDetails: {
    ...activeDashboard.userDetails,
    name: 'Venkata Subrahmanyam Lakshminarayana Chandrasekhar',
    subcription: 'Whales Master (offline classroom programme)',
    rank: 'Crown Ambassador Diamond',
  },
  walletDetails: {
    ...activeDashboard.walletDetails,
    walletBalance: 987_654_321.987,
    personalPoints: 123_456_789,
    directPoints: { leftPoints: 98_765_432, rightPoints: 87_654_321 },
    currentWeekPoints: { leftPoints: 987_654_321, rightPoints: 876_543_210 },
    weeklyEarnings: weeklyEarnings.map((week, index) => ({
      ...week,
      payoutAmount: 1_250_000 * (index + 1) + 0.45,
    })),
  },
  currentDirectPoints: 12_345_678.9,
  currentTeamPoints: 250_000_000,
  totalPayout: 1_234_567_890.12,
  carried: { leftPoints: 111_088_111, rightPoints: 0 },
};

export const welcomeFacts: WelcomeLetterFacts = {
  name: 'Ravi Kumar',
  mySponsorId: 'LT4821937',
  joinedAt: '2026-01-05T09:30:00.000Z',
  sponsor: { name: 'Anita Sharma', mySponsorId: 'LT1029384' },
  placement: { parentName: 'Deepak Verma', parentSponsorId: 'LT5541207', position: 'left' },
};

/** The company's root member: nobody above them. */
export const rootWelcomeFacts: WelcomeLetterFacts = {
  name: 'LEARN-TRADE-EARN Company',
  mySponsorId: 'LT1000001',
  joinedAt: '2025-06-01T00:00:00.000Z',
  sponsor: null,
  placement: null,
};

export const longWelcomeFacts: WelcomeLetterFacts = {
  name: 'Venkata Subrahmanyam Lakshminarayana Chandrasekhar',
  mySponsorId: 'LT9081726',
  joinedAt: '2025-12-31T23:30:00.000Z',
  sponsor: { name: 'Mohammed Abdul Rahman Siddiqui Qureshi', mySponsorId: 'LT3344556' },
  placement: {
    parentName: 'Anita Sharma-Chandrasekharan Venkataraman',
    parentSponsorId: 'LT6677889',
    position: 'right',
  },
};

/** Stories never touch the real clipboard: writes succeed and are recorded. */
export function stubClipboard() {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  return () => writeText.mockRestore();
}
