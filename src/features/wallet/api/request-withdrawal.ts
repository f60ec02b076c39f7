import { withdrawalRequest } from '@contract/wallet';
import { callApi } from '@/lib/api';

/** What the Withdraw USDT dialog hands over; the amount is a number (spec §5). */
export type WithdrawalValues = {
  amount: number;
  password: string;
  uniqueKey: string;
  /** The authenticator or recovery code, when the member has a second factor. */
  code?: string;
};

/** POST /user/withdrawal-request: holds the amount until an admin pays or cancels it. */
export function requestWithdrawal(sponsorId: string, values: WithdrawalValues) {
  return callApi(withdrawalRequest, { body: { sponsorId, ...values } });
}
