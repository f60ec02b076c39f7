import { useState } from 'react';
import { messageOf } from '@/lib/api';
import { useMember } from '@/lib/session';
import { useAction } from '@/lib/use-action';
import { usePopup } from '@/ui/popup/popup';
import { requestWithdrawal, type WithdrawalValues } from './api/request-withdrawal';
import {
  CODE_UP_FRONT,
  codeAskFrom,
  useMemberHasSecondFactor,
  type CodeAsk,
} from './api/second-factor';
import { afterWithdrawal } from './api/keys';
import { useWalletAddress } from './api/use-wallet-address';
import { useWalletBalance } from './api/use-wallet-balance';
import { useWithdrawals } from './api/use-withdrawals';
import { EWalletView } from './components/e-wallet-view';
import { WITHDRAWALS_FAILURE } from './components/withdrawal-history';

export const BALANCE_FAILURE = 'Failed to load balance';
export const ADDRESS_FAILURE = 'Failed to load wallet address';
export const WITHDRAW_FAILURE = 'Something went wrong.';

/** `/userdashboard/ewallet`: reads balance, address and history; sends withdrawal requests. */
export function EWallet() {
  const member = useMember();
  const wallet = useWalletBalance(member.mySponsorId);
  const address = useWalletAddress(member.mySponsorId);
  const history = useWithdrawals(member.mySponsorId);
  const { popup, show } = usePopup();
  const [open, setOpen] = useState(false);
  const withdrawal = useAction(requestWithdrawal, {
    failure: WITHDRAW_FAILURE,
    refresh: afterWithdrawal(member.mySponsorId),
  });
  const hasSecondFactor = useMemberHasSecondFactor();
  const [codeAsk, setCodeAsk] = useState<CodeAsk>();

  async function withdraw(values: WithdrawalValues) {
    const sent = await withdrawal.run(member.mySponsorId, values);
    if (sent.status === 'done') {
      // The popup opens over the dialog; the dialog closes after it, so focus returns to the page.
      setCodeAsk(undefined);
      await show({ icon: 'success', title: 'Success!', text: sent.result.message });
      setOpen(false);
    } else if (sent.status === 'failed') {
      const ask = codeAskFrom(sent.error, values.code !== undefined);
      if (ask) {
        setCodeAsk(ask);
        return;
      }
      await show({ icon: 'error', title: 'Oops!', text: sent.message });
    }
  }

  const failed = <T,>(result: { data?: T; error?: unknown }) =>
    Boolean(result.error) && result.data === undefined;

  return (
    <>
      <EWalletView
        balance={wallet.balance}
        balanceLoading={wallet.data === undefined && !wallet.error}
        balanceError={failed(wallet) ? messageOf(wallet.error, BALANCE_FAILURE) : undefined}
        onHold={wallet.onHold}
        paid={wallet.paid}
        minimum={wallet.minimumWithdrawal}
        walletAddress={address.data?.walletAddress}
        addressLoading={address.data === undefined && !address.error}
        addressError={failed(address) ? messageOf(address.error, ADDRESS_FAILURE) : undefined}
        withdrawals={history.data?.withdrawalOrders}
        withdrawalsLoading={history.data === undefined && !history.error}
        withdrawalsError={
          failed(history) ? messageOf(history.error, WITHDRAWALS_FAILURE) : undefined
        }
        withdrawOpen={open}
        onWithdrawOpenChange={(next) => {
          setOpen(next);
          if (!next) setCodeAsk(undefined);
        }}
        withdrawCode={codeAsk ?? (hasSecondFactor ? CODE_UP_FRONT : undefined)}
        withdrawing={withdrawal.busy}
        onWithdraw={(values) => void withdraw(values)}
      />
      {popup}
    </>
  );
}
