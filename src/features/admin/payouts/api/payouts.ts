import {
  closePayouts,
  closeScholarships,
  listPayouts,
  listScholarships,
  payoutDetail,
  payoutDetailPath,
  payoutPreview,
  scholarshipDetail,
  scholarshipDetailPath,
} from '@contract/admin';
import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { withQuery } from '@/lib/with-query';
import { useKeyset } from '@/lib/use-keyset';

export const PREVIEW_FAILURE = 'Could not load the open period';
export const PERIODS_FAILURE = 'Could not load the closed periods';
export const PERIOD_FAILURE = 'Could not load this period';
export const SCHOLARSHIPS_FAILURE = 'Could not load the scholarship runs';
export const SCHOLARSHIP_MONTH_FAILURE = 'Could not load this month’s scholarships';

/** GET /api/admin/payouts/preview: what closing the open period now would pay, per member. */
export function usePayoutPreview() {
  const keyset = useKeyset(
    payoutPreview.path,
    (path) => callApi(payoutPreview, { path }),
    PREVIEW_FAILURE,
  );
  const first = keyset.pages?.[0];
  return { ...keyset, summary: first && { period: first.period, totals: first.totals } };
}

/** GET /api/admin/payouts: closed periods, newest first. */
export function useClosedPeriods() {
  return useKeyset(listPayouts.path, (path) => callApi(listPayouts, { path }), PERIODS_FAILURE);
}

/** The closed periods in one page (200 is the list's largest page). */
export const closedPeriodsKey = withQuery(listPayouts.path, { limit: 200 });

/** A closed period's row, looked up in the history (the API has no single-period read). */
export function useClosedPeriod(periodId: string) {
  return useSWR(closedPeriodsKey, (path: string) =>
    callApi(listPayouts, { path }),
  ).data?.items.find((period) => period._id === periodId);
}

/** GET /api/admin/payouts/{periodId}: every member's settlement in that close. */
export function usePeriodSettlements(periodId: string) {
  return useKeyset(
    payoutDetailPath(periodId),
    (path) => callApi(payoutDetail, { path }),
    PERIOD_FAILURE,
  );
}

/**
 * POST /api/admin/payouts/close {periodId}: closes the period the page shows -> {week, members,
 * total}. Naming it makes a retry answer that close instead of closing the next period.
 */
export function closePeriod(periodId: number, idempotencyKey: string) {
  return callApi(closePayouts, { body: { periodId }, idempotencyKey });
}

/** GET /api/admin/scholarships: the monthly scholarship runs, newest first. */
export function useScholarshipRuns() {
  return useKeyset(
    listScholarships.path,
    (path) => callApi(listScholarships, { path }),
    SCHOLARSHIPS_FAILURE,
  );
}

/** GET /api/admin/scholarships/{YYYY-MM}: the payments of one month's run. */
export function useScholarshipPayments(month: string) {
  return useKeyset(
    scholarshipDetailPath(month),
    (path) => callApi(scholarshipDetail, { path }),
    SCHOLARSHIP_MONTH_FAILURE,
  );
}

/** POST /api/admin/scholarships/close: pays this month's scholarships -> {month, orders, total}. */
export function payScholarships(idempotencyKey: string) {
  return callApi(closeScholarships, { idempotencyKey });
}
