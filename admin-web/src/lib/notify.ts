// Notices (time-tracking-spec section 4): a new one while one is visible hides the old one,
// waits 500 ms, then shows; so two messages never stack up and the change is noticed.
import { type NotificationsStore, notifications, notificationsStore } from '@mantine/notifications';
import type { ReactNode } from 'react';

import { i18n } from '@/lib/i18n';

export const NOTICE_SWAP_DELAY_MS = 500;

export type NoticeTone = 'info' | 'success' | 'error';

export interface Notice {
  message: ReactNode;
  title?: ReactNode;
  tone?: NoticeTone;
}

const colorOfTone: Record<NoticeTone, string> = {
  info: 'gray',
  success: 'green',
  error: 'red',
};

export type Notify = (notice: Notice) => void;

export function createNotifier(store: NotificationsStore = notificationsStore): Notify {
  let sequence = 0;
  let visibleId: string | undefined;
  let waiting: { notice: Notice } | undefined;

  const isVisible = (id: string): boolean =>
    store.getState().notifications.some((notification) => notification.id === id);

  const show = ({ message, title, tone = 'info' }: Notice): void => {
    sequence += 1;
    visibleId = `notice-${sequence}`;
    notifications.show(
      {
        id: visibleId,
        message,
        title,
        color: colorOfTone[tone],
        // The close button shows only a cross: its name is what a screen reader announces.
        closeButtonProps: { 'aria-label': i18n.t('notice.close') },
      },
      store,
    );
  };

  return (notice) => {
    if (waiting !== undefined) {
      // A swap is under way: the newest notice takes the waiting one's place.
      waiting.notice = notice;
      return;
    }
    if (visibleId === undefined || !isVisible(visibleId)) {
      show(notice);
      return;
    }
    notifications.hide(visibleId, store);
    visibleId = undefined;
    waiting = { notice };
    setTimeout(() => {
      const next = waiting?.notice ?? notice;
      waiting = undefined;
      show(next);
    }, NOTICE_SWAP_DELAY_MS);
  };
}

/** The app's notices, shown by the `<Notifications />` of the app provider. */
export const notify: Notify = createNotifier();
