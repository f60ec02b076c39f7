import { z } from 'zod';
import { sponsorCode } from './auth';
import { weeklyEarning } from './earnings';
import { endpoint } from './http';
import { leftRight, points, usdt } from './money';

/** `POST /dashboard/user-dashboard` (spec §3, decisions §5-§6). */
export const memberDashboard = z.object({
  userDetails: z.object({
    _id: z.string(),
    name: z.string(),
    mySponsorId: z.string(),
    isActive: z.boolean(),
    leftRefferalLink: z.string(),
    rightRefferalLink: z.string(),
    /** The latest approved education package, or "None" (spelled as the original API). */
    subcription: z.string(),
    /** The highest rank reached, or null. */
    rank: z.string().nullable(),
  }),
  walletDetails: z.object({
    walletBalance: usdt,
    personalPoints: points,
    /** All-time direct points per side of the member's tree. */
    directPoints: leftRight,
    /** Team points of the open period per leg. */
    currentWeekPoints: leftRight,
    weeklyEarnings: z.array(weeklyEarning),
  }),
  /** The open period's accrued direct bonus, USDT. */
  currentDirectPoints: usdt,
  /** The open period's projected team bonus after the cap, USDT. */
  currentTeamPoints: usdt,
  /** Sum of all weekly payout amounts ("Total Balance"). */
  totalPayout: usdt,
  /** All-time team points per leg, and what is carried into the open period. */
  teamPoints: leftRight,
  carried: leftRight,
  minimumWithdrawal: usdt,
});
export type MemberDashboard = z.infer<typeof memberDashboard>;

export const userDashboard = endpoint({
  method: 'POST',
  path: '/dashboard/user-dashboard',
  body: z.object({ sponsorId: sponsorCode }),
  response: memberDashboard,
});
