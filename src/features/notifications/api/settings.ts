import useSWR, { useSWRConfig } from 'swr';
import {
  notificationSettings,
  telegramLink,
  telegramUnlink,
  updateNotificationSettings,
  type ChannelPreference,
  type NotificationSettings,
} from '@contract/notifications';
import { callApi } from '@/lib/api';
import { settingsKey } from './keys';

/** GET /api/notifications/settings: the member's channels and choices. */
export function useNotificationSettings() {
  return useSWR(settingsKey, () => callApi(notificationSettings));
}

/** The settings as the server answered a write, shown without asking again. */
function useShowSettings() {
  const { mutate } = useSWRConfig();
  return (settings: NotificationSettings) =>
    void mutate(settingsKey, settings, { revalidate: false });
}

/** POST /api/notifications/settings and POST …/telegram/unlink: both answer the new settings. */
export function useSettingsWrites() {
  const show = useShowSettings();
  return {
    save: async (preferences: ChannelPreference[]) =>
      show(await callApi(updateNotificationSettings, { body: { preferences } })),
    unlinkTelegram: async () => show(await callApi(telegramUnlink)),
  };
}

/** POST /api/notifications/telegram/link: a one-time start link for the bot. */
export const telegramStartLink = () => callApi(telegramLink);
