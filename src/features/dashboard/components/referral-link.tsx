import { QrCode as QrCodeIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/ui/button/button';
import { CopyLinkField } from '@/ui/copy-link-field/copy-link-field';
import { cn } from '@/ui/lib/cn';
import { QrCode } from '@/ui/qr-code/qr-code';

export type ReferralLinkProps = {
  side: 'left' | 'right';
  /** The full signup URL with the member's sponsor ID and the side. */
  url: string;
  /** Called with the URL once it is on the clipboard. */
  onCopy?: (url: string) => void;
};

/**
 * One referral link: Copy (shows 'Copied!' for 4 seconds, spec §9) and its QR code, shown beside
 * the link on wider screens and behind a 'Show QR code' toggle on phones.
 */
export function ReferralLink({ side, url, onCopy }: ReferralLinkProps) {
  const label = side === 'left' ? 'Left Link' : 'Right Link';
  const qrId = useId();
  const [qrShown, setQrShown] = useState(false);
  return (
    <div
      data-slot="referral-link"
      className="grid min-w-0 gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,1fr)_auto]"
    >
      <div className="grid min-w-0 content-start gap-2">
        <CopyLinkField label={label} value={url} copiedDurationMs={4000} onCopy={onCopy} />
        <p className="text-xs break-words text-muted">
          Whoever signs up with this link joins your {side} team.
        </p>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={qrShown}
          aria-controls={qrId}
          onClick={() => setQrShown((shown) => !shown)}
          className="justify-self-start text-info sm:hidden"
        >
          <QrCodeIcon aria-hidden />
          {qrShown ? 'Hide QR code' : 'Show QR code'}
        </Button>
      </div>
      <div
        id={qrId}
        className={cn('justify-self-center sm:justify-self-end', !qrShown && 'max-sm:hidden')}
      >
        <QrCode value={url} label={`QR code of the ${label}`} size="sm" />
      </div>
    </div>
  );
}
