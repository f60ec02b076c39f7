import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMember } from '@/lib/session';
import { useAction } from '@/lib/use-action';
import { usePopup } from '@/ui/popup/popup';
import {
  CODE_UP_FRONT,
  codeAskFrom,
  useMemberHasSecondFactor,
  type CodeAsk,
} from './api/second-factor';
import { afterWalletDetails } from './api/keys';
import { sendWalletDetails, type WalletDetailsSubmission } from './api/submit-wallet-details';
import { useKycStatus } from './api/use-kyc-status';
import { useWalletAddress } from './api/use-wallet-address';
import { KYC_STATUS_FAILURE, WalletDetailsView } from './components/wallet-details-view';

export const WALLET_SUBMIT_FAILURE = 'Failed to submit wallet details. Please try again later.';
export const WALLET_SUBMIT_SUCCESS = 'Wallet details submitted successfully!';

/** `/userdashboard/walletdetails`: reads the KYC state and sends the member's wallet details. */
export function WalletDetails() {
  const member = useMember();
  const navigate = useNavigate();
  const status = useKycStatus(member.mySponsorId);
  const verified = status.data?.walletStatus === 'verified';
  const address = useWalletAddress(member.mySponsorId, verified);
  const { popup, show } = usePopup();
  // No fallback: the failure popup says WALLET_SUBMIT_FAILURE and adds the server's words if any.
  // The status itself is read again only after the popup (below); the dashboard at once.
  const submission = useAction(sendWalletDetails, {
    failure: '',
    refresh: afterWalletDetails(member.mySponsorId),
  });
  const hasSecondFactor = useMemberHasSecondFactor();
  const [codeAsk, setCodeAsk] = useState<CodeAsk>();
  // A retry shows the skeleton again rather than the old failure.
  const failed = Boolean(status.error) && !status.data && !status.isValidating;

  useEffect(() => {
    if (failed) void show({ icon: 'error', title: 'Error!', text: KYC_STATUS_FAILURE });
  }, [failed, show]);

  async function submit(details: WalletDetailsSubmission) {
    const sent = await submission.run(details);
    if (sent.status === 'busy') return;
    if (sent.status === 'failed') {
      const ask = codeAskFrom(sent.error, details.code !== undefined);
      if (ask) {
        setCodeAsk(ask);
        return;
      }
      const reason = sent.message;
      await show({
        icon: 'error',
        title: 'Error!',
        text: (
          <>
            {WALLET_SUBMIT_FAILURE}{' '}
            {reason && <span className="mt-2 block font-medium text-text">{reason}</span>}
          </>
        ),
      });
      return;
    }
    await show({ icon: 'success', title: 'Success!', text: WALLET_SUBMIT_SUCCESS });
    // Only now: the page moves on, and the form must not turn into the pending state under the popup.
    void status.mutate();
    void navigate('/userdashboard');
  }

  return (
    <>
      <WalletDetailsView
        status={failed ? undefined : status.data?.walletStatus}
        reason={status.data?.reason}
        verifiedAddress={address.data?.walletAddress}
        addressLoading={verified && !address.data && !address.error}
        error={failed ? KYC_STATUS_FAILURE : undefined}
        onRetry={() => void status.mutate()}
        defaultUserId={member.mySponsorId}
        lastSubmission={status.data?.submission}
        submitting={submission.busy}
        code={codeAsk ?? (hasSecondFactor ? CODE_UP_FRONT : undefined)}
        onSubmit={(details) => void submit(details)}
      />
      {popup}
    </>
  );
}
