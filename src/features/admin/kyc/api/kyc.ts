import { kycActionPath, listKyc, rejectKyc, verifyKyc, type KycItem } from '@contract/admin';
import { callApi } from '@/lib/api';
import { withQuery } from '@/lib/with-query';
import { useKeyset } from '@/lib/use-keyset';

export const KYC_FAILURE = 'Could not load KYC submissions';

export type KycStatus = 'pending' | 'verified' | 'rejected';

/** GET /api/admin/kyc?status=…: KYC submissions of one state, keyset pages. */
export function useKycQueue(status: KycStatus) {
  return useKeyset(
    withQuery(listKyc.path, { status }),
    (path) => callApi(listKyc, { path }),
    KYC_FAILURE,
  );
}

/** A decision on a pending KYC submission, as the view hands it over. */
export type KycDecision =
  { action: 'verify'; item: KycItem } | { action: 'reject'; item: KycItem; reason: string };

/** POST /api/admin/kyc/{sponsorId}/verify or …/reject {reason}. */
export function decideKyc(decision: KycDecision) {
  const path = kycActionPath(decision.item.member.mySponsorId, decision.action);
  return decision.action === 'verify'
    ? callApi(verifyKyc, { path })
    : callApi(rejectKyc, { path, body: { reason: decision.reason } });
}
