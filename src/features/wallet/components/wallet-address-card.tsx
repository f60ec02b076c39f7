import { CircleExclamationPoint, Info } from 'lucide-react';
import { Card, CardContent } from '@/ui/card/card';
import { CopyLinkField } from '@/ui/copy-link-field/copy-link-field';
import { KitLink } from '@/ui/lib/link';
import { Skeleton } from '@/ui/skeleton/skeleton';

export const WALLET_DETAILS_PATH = '/userdashboard/walletdetails';

export type WalletAddressCardProps = {
  /** The verified KYC address; null when none is verified; undefined while it loads. */
  address: string | null | undefined;
  /** Shows a placeholder. */
  loading?: boolean;
  /** Shown instead of the address when it could not be loaded. */
  error?: string;
};

/** Where withdrawals are paid: the verified address with a Copy button, or how to get one. */
export function WalletAddressCard({ address, loading = false, error }: WalletAddressCardProps) {
  return (
    <Card data-slot="wallet-address-card" className="flex flex-col">
      <CardContent className="grid flex-1 content-start gap-3">
        {loading ? (
          <div role="status" aria-label="Loading wallet address" className="grid gap-1.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-touch" />
          </div>
        ) : error ? (
          <div className="grid gap-1.5">
            <p className="text-sm font-medium text-text">Wallet address</p>
            <p
              role="alert"
              className="flex items-start gap-1.5 text-sm font-medium break-words text-danger"
            >
              <CircleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>{error}</span>
            </p>
          </div>
        ) : address ? (
          <>
            <CopyLinkField label="Wallet address (USDT)" value={address} />
            <p aria-hidden className="-mt-1.5 font-mono text-xs break-all text-muted sm:hidden">
              {address}
            </p>
            <p className="text-xs text-muted">Verified. Withdrawals are paid to this address.</p>
          </>
        ) : (
          <div className="grid gap-1.5">
            <p className="text-sm font-medium text-text">Wallet address</p>
            <p className="flex items-start gap-2 rounded border border-info/40 bg-info-soft px-3 py-2.5 text-sm text-text">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-info" />
              <span>
                No verified wallet address yet. Submit your USDT wallet in{' '}
                <KitLink
                  href={WALLET_DETAILS_PATH}
                  className="font-semibold text-info underline underline-offset-4"
                >
                  Wallet details
                </KitLink>{' '}
                before you withdraw.
              </span>
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
