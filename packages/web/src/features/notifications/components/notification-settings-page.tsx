import {
  DEFAULT_NOTIFICATION_CHANNELS,
  NOTIFICATION_CHANNEL_NAMES,
  NOTIFICATION_MESSAGES,
  type NotificationChannel,
  type NotificationSelection,
  type NotificationSubscriptionsAnswer,
  type NotificationType,
} from '@tonearm/shared/notifications/notifications.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast/toast-store';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { useNotificationSubscriptions } from '../api/get-subscriptions';
import { notificationKeys } from '@/lib/notification-keys';
import { useUpdateNotificationSubscriptions } from '../api/update-subscriptions';
import { LoadFailedState, LoadingState } from './query-states';
import {
  requestBrowserPermission,
  subscribeBrowserToPush,
  useBrowserPushActive,
} from '../hooks/browser-push';

type Selections = Record<string, Record<NotificationChannel, boolean>>;

/**
 * The boxes as they start: the user's choices over the defaults, except that "Browser" starts
 * off on a browser that has not granted permission or holds no push subscription — a ticked box
 * there would promise notifications that cannot arrive; ticking it asks for them.
 */
function initialSelections(
  answer: NotificationSubscriptionsAnswer,
  browserPushActive: boolean,
): Selections {
  const chosen = new Map(answer.user_selections.map((item) => [item.notif_id, item.channels]));
  const selections: Selections = {};
  for (const group of answer.subscriptions)
    for (const { notif_id } of group.subscriptions) {
      const channels = { ...DEFAULT_NOTIFICATION_CHANNELS[notif_id], ...chosen.get(notif_id) };
      selections[notif_id] = browserPushActive ? channels : { ...channels, browser: false };
    }
  return selections;
}

/**
 * /notifications/settings: which notifications arrive by email and in the browser,
 * grouped as the server answers them; Save answers "Updated preferences".
 */
export function NotificationSettingsPage() {
  const query = useNotificationSubscriptions();
  const browserPush = useBrowserPushActive();
  if (query.isPending || browserPush.isPending) {
    return <LoadingState className="py-20" />;
  }
  if (query.isError) {
    return <LoadFailedState className="py-20" />;
  }
  // Nothing to choose from is the same as no settings page.
  if (query.data.subscriptions.length === 0) return <Navigate to={paths.home()} replace />;
  return (
    <SubscriptionsForm
      key={query.dataUpdatedAt}
      answer={query.data}
      browserPushActive={browserPush.data === true}
    />
  );
}

function SubscriptionsForm({
  answer,
  browserPushActive,
}: {
  answer: NotificationSubscriptionsAnswer;
  browserPushActive: boolean;
}) {
  const t = useTrans();
  const [selections, setSelections] = useState(() => initialSelections(answer, browserPushActive));
  const [blocked, setBlocked] = useState(false);
  const pushRequested = useRef(false);
  const queryClient = useQueryClient();
  const update = useUpdateNotificationSubscriptions();
  const channels = answer.available_channels;

  const select = (notifId: NotificationType, channel: NotificationChannel, on: boolean) =>
    setSelections((current) => ({
      ...current,
      [notifId]: { ...current[notifId]!, [channel]: on },
    }));

  // The browser channel needs the browser's permission; once given, this browser
  // subscribes to Web Push so notifications arrive with the tab closed.
  const handleChange = async (
    notifId: NotificationType,
    channel: NotificationChannel,
    on: boolean,
  ) => {
    if (channel !== 'browser' || !on) return select(notifId, channel, on);
    const permission = await requestBrowserPermission();
    if (permission !== 'granted') {
      if (permission !== 'default') setBlocked(true);
      return;
    }
    setBlocked(false);
    select(notifId, channel, on);
    if (pushRequested.current) return;
    pushRequested.current = true;
    subscribeBrowserToPush()
      // The boxes redrawn after Save start from this browser's state: now it can be reached.
      .then(() => queryClient.setQueryData(notificationKeys.browserPush, true))
      .catch(() => {
        pushRequested.current = false;
        toast.danger(t('Could not subscribe this browser to push notifications.'));
      });
  };

  const save = () => {
    const list: NotificationSelection[] = Object.entries(selections).map(
      ([notif_id, channels]) => ({ notif_id: notif_id as NotificationType, channels }),
    );
    update.mutate({ selections: list });
  };

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
        {t('Notification settings')}
      </h1>
      {blocked ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-danger/30 bg-danger/10 px-4 py-3 text-sm text-danger"
        >
          {t(NOTIFICATION_MESSAGES.blocked)}
        </p>
      ) : null}
      <div className="mt-6 overflow-x-auto rounded-panel border border-divider bg-bg">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-divider text-left text-xs text-muted uppercase">
              <th scope="col" className="px-4 py-3 font-medium">
                <span className="sr-only">{t('Notification')}</span>
              </th>
              {channels.map((channel) => (
                <th key={channel} scope="col" className="w-24 px-4 py-3 text-center font-medium">
                  {t(NOTIFICATION_CHANNEL_NAMES[channel])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {answer.subscriptions.map((group) => (
              <Fragment key={group.group_name}>
                <tr className="bg-bg-alt/60">
                  <th
                    scope="colgroup"
                    colSpan={channels.length + 1}
                    className="px-4 py-2 text-left text-xs font-semibold"
                  >
                    {t(group.group_name)}
                  </th>
                </tr>
                {group.subscriptions.map(({ notif_id, name }) => (
                  <tr key={notif_id} className="border-t border-divider">
                    <th scope="row" className="px-4 py-3 text-left font-normal">
                      {t(name)}
                    </th>
                    {channels.map((channel) => (
                      <td key={channel} className="px-4 py-3">
                        <div className="flex justify-center">
                          <Checkbox
                            name={`${notif_id}.${channel}`}
                            isSelected={!!selections[notif_id]?.[channel]}
                            onChange={(on) => void handleChange(notif_id, channel, on)}
                          >
                            <span className="sr-only">
                              {`${t(name)}: ${t(NOTIFICATION_CHANNEL_NAMES[channel])}`}
                            </span>
                          </Checkbox>
                        </div>
                      </td>
                    ))}
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-6 flex justify-end">
        <Button isPending={update.isPending} onPress={save}>
          {t('Save')}
        </Button>
      </div>
    </section>
  );
}
