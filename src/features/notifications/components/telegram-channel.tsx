import { ExternalLink, Link2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { NOT_CONFIGURED, type NotificationSettings } from '@contract/notifications';
import { Button, buttonVariants } from '@/ui/button/button';
import { Callout } from '@/ui/callout/callout';
import { cn } from '@/ui/lib/cn';
import { formatDateTime } from '@/ui/lib/format';
import { StatusBadge } from '@/ui/status-badge/status-badge';
import { useAction } from '@/lib/use-action';
import { copy } from '../copy';

/** A bot's one-time start link (contract `telegramLink`). */
export type StartLink = { url: string; expiresAt: string };

export type TelegramChannelProps = {
  telegram: NotificationSettings['telegram'];
  /** Asks for a start link; the view opens it in a new tab. */
  onLink: () => Promise<StartLink>;
  onUnlink: () => Promise<void>;
  /** Reads the settings again, once the member pressed Start in the bot's chat. */
  onRefresh: () => void;
};

/**
 * The Telegram channel: not configured, linked (Unlink), or not linked (Link Telegram). A bot
 * cannot write to anyone who has not started it (decisions §14), so linking opens the bot's
 * start link in a new tab, with the link kept here in case the tab was blocked.
 */
export function TelegramChannel({ telegram, onLink, onUnlink, onRefresh }: TelegramChannelProps) {
  const linking = useAction(onLink, { failure: copy.linkFailure });
  const unlinking = useAction(onUnlink);
  const [startLink, setStartLink] = useState<StartLink>();

  async function link() {
    const linked = await linking.run();
    if (linked.status !== 'done') return;
    setStartLink(linked.result);
    window.open(linked.result.url, '_blank', 'noopener,noreferrer');
  }

  if (!telegram.configured) return <StatusBadge status={NOT_CONFIGURED} tone="muted" />;

  const error = linking.error ?? unlinking.error;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        {telegram.linked ? (
          <StatusBadge
            status={telegram.bot ? copy.linkedTo(telegram.bot) : copy.linked}
            tone="accent"
          />
        ) : (
          <StatusBadge status={copy.notLinked} tone="muted" />
        )}
        {telegram.linked ? (
          <Button
            variant="secondary"
            size="sm"
            loading={unlinking.busy}
            onClick={() => void unlinking.run()}
          >
            {!unlinking.busy && <Unlink aria-hidden />}
            {copy.unlink}
          </Button>
        ) : (
          <Button size="sm" loading={linking.busy} onClick={() => void link()}>
            {!linking.busy && <Link2 aria-hidden />}
            {copy.link}
          </Button>
        )}
      </div>
      {startLink && !telegram.linked && (
        <Callout
          tone="info"
          role="status"
          action={
            <div className="flex flex-wrap gap-2">
              <a
                href={startLink.url}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }))}
              >
                <ExternalLink aria-hidden />
                {copy.openTelegram}
              </a>
              <Button variant="ghost" size="sm" onClick={onRefresh}>
                {copy.checkLink}
              </Button>
            </div>
          }
        >
          {copy.linkSteps(telegram.bot, formatDateTime(startLink.expiresAt))}
        </Callout>
      )}
      {error && (
        <p role="alert" className="text-sm break-words text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
