import type { NotificationKind } from '../../../contract/notifications';
import { toUsdt } from '../../shared/money';

/** What a notice says: the in-app list shows it, e-mail and Telegram send it. */
export type Message = {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A page of the app (a path) the notice is about. */
  link: string | null;
};

/** 2-decimal USDT with en-GB grouping (decisions §14), e.g. "1,250.00 USDT". */
export const usdt = (micro: number) =>
  `${toUsdt(micro).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USDT`;

/** An en-GB date, e.g. "24 November 2026". */
export const ukDate = (at: Date) =>
  at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const REPORTS = '/userdashboard/reports';
const EWALLET = '/userdashboard/ewallet';
const WALLET_DETAILS = '/userdashboard/walletdetails';

export const messages = {
  teamMember: (name: string, sponsorCode: string, how: 'sponsored' | 'placed'): Message => ({
    kind: 'team_member',
    title: 'A new member joined your team',
    body:
      how === 'sponsored'
        ? `${name} (${sponsorCode}) signed up with your referral.`
        : `${name} (${sponsorCode}) was placed directly below you.`,
    link: '/userdashboard/genealogy',
  }),
  depositApproved: (orderNo: string, packageName: string, priceMicro: number): Message => ({
    kind: 'deposit_approved',
    title: 'Deposit approved',
    body: `Your deposit ${orderNo} for ${packageName} (${usdt(priceMicro)}) is approved. Your package is active.`,
    link: REPORTS,
  }),
  depositRejected: (orderNo: string, reason: string): Message => ({
    kind: 'deposit_rejected',
    title: 'Deposit rejected',
    body: `Your deposit ${orderNo} was rejected: ${reason}. You can deposit again from All packages.`,
    link: REPORTS,
  }),
  kycVerified: (): Message => ({
    kind: 'kyc_verified',
    title: 'Wallet details verified',
    body: 'Your wallet details are verified. You can now withdraw USDT.',
    link: WALLET_DETAILS,
  }),
  kycRejected: (reason: string): Message => ({
    kind: 'kyc_rejected',
    title: 'Wallet details rejected',
    body: `Your wallet details were rejected: ${reason}. Please submit them again.`,
    link: WALLET_DETAILS,
  }),
  withdrawalPaid: (orderNo: string, amountMicro: number, txHash: string): Message => ({
    kind: 'withdrawal_paid',
    title: 'Withdrawal paid',
    body: `Your withdrawal ${orderNo} of ${usdt(amountMicro)} is paid. Transaction: ${txHash}`,
    link: EWALLET,
  }),
  withdrawalRejected: (orderNo: string, amountMicro: number, reason: string): Message => ({
    kind: 'withdrawal_rejected',
    title: 'Withdrawal rejected',
    body: `Your withdrawal ${orderNo} of ${usdt(amountMicro)} was rejected: ${reason}. The amount is back in your wallet.`,
    link: EWALLET,
  }),
  rankReached: (rankName: string, reward: string): Message => ({
    kind: 'rank_reached',
    title: `Rank reached: ${rankName}`,
    body: `Congratulations, you reached ${rankName}. Your reward: ${reward}.`,
    link: '/userdashboard/rewards',
  }),
  passwordChanged: (): Message => ({
    kind: 'password_changed',
    title: 'Your password was changed',
    body: 'Your password was changed and your other devices were signed out. If this was not you, reset your password now and contact support.',
    link: null,
  }),
  uniqueKeyReset: (): Message => ({
    kind: 'unique_key_reset',
    title: 'Your unique key was replaced',
    body: 'A new unique key was issued for your account; the old one no longer works. If this was not you, contact support now.',
    link: null,
  }),
  newSignIn: (address: string, device: string, at: Date): Message => ({
    kind: 'new_sign_in',
    title: 'New sign-in to your account',
    body: `Someone signed in to your account on ${ukDate(at)} from a device we had not seen before (${device}, address ${address}). If this was not you, change your password now.`,
    link: null,
  }),
  queueDigest: (waiting: { deposits: number; kyc: number; withdrawals: number; dead: number }) => ({
    kind: 'queue_digest' as const,
    title: 'Waiting for staff',
    body: `Deposits to review: ${waiting.deposits}. Wallet details to check: ${waiting.kyc}. Withdrawals to pay: ${waiting.withdrawals}. Messages that could not be delivered: ${waiting.dead}.`,
    link: '/admin',
  }),
  recoveryCode: (code: string, purpose: 'password' | 'unique_key'): Message => ({
    kind: 'recovery_code',
    title: purpose === 'password' ? 'Your password reset code' : 'Your code for a new unique key',
    body: `Your code is ${code}. It is good for 15 minutes and works once. If you did not ask for it, ignore this e-mail: nothing changes without the code.`,
    link: null,
  }),
};
