import { messageOf } from '@/lib/api';
import { telegramStartLink, useNotificationSettings, useSettingsWrites } from './api/settings';
import { NotificationSettingsView } from './components/notification-settings-view';
import { copy } from './copy';

/** The member account page's Notifications section: channels, Telegram, choices per event. */
export function NotificationSettings() {
  const settings = useNotificationSettings();
  const writes = useSettingsWrites();
  return (
    <NotificationSettingsView
      settings={settings.data}
      error={settings.error ? messageOf(settings.error, copy.settingsFailure) : undefined}
      onRetry={() => void settings.mutate()}
      onSave={writes.save}
      onLinkTelegram={telegramStartLink}
      onUnlinkTelegram={writes.unlinkTelegram}
      onRefresh={() => void settings.mutate()}
    />
  );
}
