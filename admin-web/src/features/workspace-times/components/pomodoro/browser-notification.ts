// The browser's own notifications (the Notification API), so a proposal reaches a member whose
// tab is in the background. Asked for only when the member chooses to, as browsers require.
import { useCallback, useState } from 'react';

export type NotificationAccess = NotificationPermission | 'unsupported';

/** One tag for every pomodoro notice: a new one replaces the last instead of piling up. */
const TAG = 'punchcard-pomodoro';

function readAccess(): NotificationAccess {
  return typeof window !== 'undefined' && 'Notification' in window
    ? window.Notification.permission
    : 'unsupported';
}

/** Whether the browser shows notifications, and a way to ask (from a click). */
export function useNotificationAccess(): [NotificationAccess, () => void] {
  const [access, setAccess] = useState(readAccess);
  const ask = useCallback(() => {
    if (readAccess() !== 'default') return;
    window.Notification.requestPermission().then(setAccess, () => {
      // A browser that refuses to ask leaves the choice as it was.
      setAccess(readAccess());
    });
  }, []);
  return [access, ask];
}

/** Shows `title` as a browser notification when allowed; clicking it brings the page back. */
export function showBrowserNotification(title: string, body: string, lang: string): void {
  if (readAccess() !== 'granted') return;
  try {
    const notification = new window.Notification(title, { body, lang, tag: TAG });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some mobile browsers only notify through a service worker: the in-page notice remains.
  }
}
