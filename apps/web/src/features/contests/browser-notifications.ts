/** The Notification API, wrapped so a browser without it (or with it blocked) degrades to a message. */

export type NotificationState = NotificationPermission | 'unsupported';

export function notificationState(): NotificationState {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** Asks once (only while the browser has not decided); resolves the resulting state. */
export async function askNotificationPermission(): Promise<NotificationState> {
  const state = notificationState();
  if (state !== 'default') return state;
  try {
    return await Notification.requestPermission();
  } catch {
    return notificationState();
  }
}

/** What to tell the viewer when alerts cannot be shown; null when they can. */
export function notificationNotice(state: NotificationState): string | null {
  if (state === 'unsupported') return 'This browser cannot show notifications, so no alert will pop up here.';
  if (state === 'denied')
    return 'Notifications are blocked for this site: allow them in the browser settings to get an alert while CodingKaro is open.';
  return null;
}

/** Shows one notification; false when it cannot be shown. */
export function showNotification(title: string, options: NotificationOptions): boolean {
  if (notificationState() !== 'granted') return false;
  try {
    new Notification(title, options);
    return true;
  } catch {
    // Chrome on Android allows notifications only from a service worker
    return false;
  }
}
