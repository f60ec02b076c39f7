import { MessageCircle, Send, Share2 } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';

export type ShareData = {
  /** The address shared, e.g. a referral link. */
  url: string;
  /** The share sheet's title, e.g. 'Join my team'. */
  title: string;
  /** A sentence sent with the link. */
  text: string;
};

export type ShareButtonProps = Omit<ComponentProps<'div'>, 'children'> &
  ShareData & {
    /** What is shared, for the accessible names, e.g. 'Left Link'. */
    subject: string;
  };

/** The phone's own share sheet (Web Share API) when the browser has one for this data. */
function canShareNatively(data: ShareData): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare === 'function' ? navigator.canShare(data) : true;
}

export const whatsAppShareUrl = ({ url, text }: ShareData) =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

export const telegramShareUrl = ({ url, text }: ShareData) =>
  `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;

const linkClass =
  'inline-flex min-h-touch items-center gap-2 rounded border border-border-strong bg-surface px-3 text-sm font-medium text-text transition-colors hover:border-muted hover:bg-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * Share: opens the device's share sheet where the browser has the Web Share API; elsewhere (most
 * desktops), or when the sheet fails, WhatsApp and Telegram share links.
 */
export function ShareButton({ url, title, text, subject, className, ...props }: ShareButtonProps) {
  const data = { url, title, text };
  const [native, setNative] = useState(() => canShareNatively(data));

  async function share() {
    try {
      await navigator.share(data);
    } catch (error) {
      // Closing the sheet is the person's choice; anything else falls back to the links.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setNative(false);
    }
  }

  return (
    <div
      data-slot="share-button"
      data-mode={native ? 'native' : 'links'}
      className={cn('flex flex-wrap items-center gap-2', className)}
      {...props}
    >
      {native ? (
        <Button variant="secondary" aria-label={`Share the ${subject}`} onClick={share}>
          <Share2 aria-hidden />
          Share
        </Button>
      ) : (
        <>
          <a
            href={whatsAppShareUrl(data)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Share the ${subject} on WhatsApp (opens in a new tab)`}
            className={linkClass}
          >
            <MessageCircle aria-hidden />
            WhatsApp
          </a>
          <a
            href={telegramShareUrl(data)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Share the ${subject} on Telegram (opens in a new tab)`}
            className={linkClass}
          >
            <Send aria-hidden />
            Telegram
          </a>
        </>
      )}
    </div>
  );
}
