import { Mail, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  NOT_CONFIGURED,
  type ChannelPreference,
  type NotificationSettings,
} from '@contract/notifications';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card/card';
import { LoadAlert } from '@/ui/load-alert/load-alert';
import { Skeleton } from '@/ui/skeleton/skeleton';
import { StatusBadge } from '@/ui/status-badge/status-badge';
import { copy } from '../copy';
import { EventChoices } from './event-choices';
import { TelegramChannel, type StartLink } from './telegram-channel';

export type NotificationSettingsViewProps = {
  /** The member's channels and choices; undefined while they load or when they failed. */
  settings?: NotificationSettings;
  /** Why they did not load; shows Retry. */
  error?: string;
  onRetry: () => void;
  /** Saves every choice (each write rejects with an ApiError: the server's words are shown). */
  onSave: (preferences: ChannelPreference[]) => Promise<void>;
  onLinkTelegram: () => Promise<StartLink>;
  onUnlinkTelegram: () => Promise<void>;
  /** Reads the settings again (after linking in Telegram). */
  onRefresh: () => void;
};

function ChannelBox({
  icon,
  name,
  children,
}: {
  icon: ReactNode;
  name: string;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 content-start gap-2 rounded-md border border-border bg-raised/50 p-3">
      <dt className="flex items-center gap-2 font-medium text-text [&_svg]:size-4 [&_svg]:text-muted">
        {icon}
        {name}
      </dt>
      <dd className="min-w-0 break-words text-muted">{children}</dd>
    </div>
  );
}

/**
 * The member's notification settings (decisions §14): the e-mail and Telegram channels, linking
 * Telegram, and a choice of channels per event; in-app notices are always on.
 */
export function NotificationSettingsView({
  settings,
  error,
  onRetry,
  onSave,
  onLinkTelegram,
  onUnlinkTelegram,
  onRefresh,
}: NotificationSettingsViewProps) {
  let body: ReactNode;
  if (!settings && error) {
    body = <LoadAlert message={error} onRetry={onRetry} />;
  } else if (!settings) {
    body = (
      <div role="status" aria-label="Loading" className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-10" />
        ))}
      </div>
    );
  } else {
    body = (
      <>
        <dl aria-label={copy.channels} className="grid gap-3 sm:grid-cols-2">
          <ChannelBox icon={<Mail aria-hidden />} name={copy.email}>
            {settings.email.configured ? (
              (settings.email.address ?? copy.noAddress)
            ) : (
              <StatusBadge status={NOT_CONFIGURED} tone="muted" />
            )}
          </ChannelBox>
          <ChannelBox icon={<Send aria-hidden />} name={copy.telegram}>
            <TelegramChannel
              telegram={settings.telegram}
              onLink={onLinkTelegram}
              onUnlink={onUnlinkTelegram}
              onRefresh={onRefresh}
            />
          </ChannelBox>
        </dl>
        <EventChoices settings={settings} onSave={onSave} />
      </>
    );
  }

  return (
    <Card data-slot="notification-settings" className="max-w-3xl">
      <CardHeader>
        <CardTitle>{copy.settingsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <p className="text-pretty text-muted">{copy.settingsIntro}</p>
        {body}
      </CardContent>
    </Card>
  );
}
