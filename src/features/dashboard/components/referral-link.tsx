import { QrCode as QrCodeIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/ui/button/button';
import { CopyLinkField } from '@/ui/copy-link-field/copy-link-field';
import { cn } from '@/ui/lib/cn';
import { useMediaQuery } from '@/ui/lib/use-media-query';
import { QrCode, QrDownloadButton } from '@/ui/qr-code/qr-code';
import { ShareButton } from '@/ui/share-button/share-button';

export type ReferralLinkProps = {
  side: 'left' | 'right';
  /** The full signup URL with the member's sponsor ID and the side. */
  url: string;
  /** Called with the URL once it is on the clipboard. */
  onCopy?: (url: string) => void;
};

const SHARE_TITLE = 'Join my team on LEARN-TRADE-EARN';

/** Tailwind's `sm` breakpoint: from here on the QR code shows beside the link. */
const WIDE = '(min-width: 40rem)';

/**
 * One referral link, shown whole: Copy (shows 'Copied!' for 4 seconds, spec §9), Share (the
 * phone's share sheet, else WhatsApp and Telegram) and its QR code with a PNG download, beside the
 * link on wider screens and behind a 'Show QR code' toggle on phones.
 */
export function ReferralLink({ side, url, onCopy }: ReferralLinkProps) {
  const label = side === 'left' ? 'Left Link' : 'Right Link';
  const qrLabel = `QR code of the ${label}`;
  const qrId = useId();
  const [qrShown, setQrShown] = useState(false);
  // On a phone the code is hidden until asked for: drawing it anyway cost the dashboard's first
  // paint some 30 ms of a slow phone's CPU for the two links (README "Performance").
  const qrDrawn = useMediaQuery(WIDE, true) || qrShown;
  return (
    <div
      data-slot="referral-link"
      className="grid min-w-0 gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,1fr)_auto]"
    >
      <div className="grid min-w-0 content-start gap-2">
        <CopyLinkField label={label} value={url} copiedDurationMs={4000} onCopy={onCopy} wrap />
        <p className="text-xs break-words text-muted">
          Whoever signs up with this link joins your {side} team.
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <ShareButton
            url={url}
            title={SHARE_TITLE}
            text={`${SHARE_TITLE} (${side} team):`}
            subject={label}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={qrShown}
            aria-controls={qrId}
            onClick={() => setQrShown((shown) => !shown)}
            className="text-info sm:hidden"
          >
            <QrCodeIcon aria-hidden />
            {qrShown ? 'Hide QR code' : 'Show QR code'}
          </Button>
        </div>
      </div>
      <div
        id={qrId}
        className={cn(
          'grid justify-items-center gap-1 justify-self-center sm:justify-self-end',
          !qrShown && 'max-sm:hidden',
        )}
      >
        {qrDrawn && (
          <>
            <QrCode value={url} label={qrLabel} size="sm" />
            <QrDownloadButton value={url} fileName={`referral-${side}.png`} subject={qrLabel} />
          </>
        )}
      </div>
    </div>
  );
}
