export const TOAST_DURATION_MS = 3000;
export const SUCCESS_TOAST_DURATION_MS = 2000;

type Toast = typeof import('sonner').toast;

const toasterWantedListeners = new Set<() => void>();
let toasterWanted = false;

/**
 * The toast library and its `<Toaster>` are not in the entry bundle: the app mounts them once the
 * page is idle (`app/deferred.tsx`, `lib/app-ready.ts`), or at once when a toast is asked for before that. `listener`
 * runs when a toast is wanted; returns the unsubscribe.
 */
export function onToasterWanted(listener: () => void): () => void {
  if (toasterWanted) listener();
  toasterWantedListeners.add(listener);
  return () => toasterWantedListeners.delete(listener);
}

let loadedToast: Promise<Toast> | undefined;

function show(send: (toast: Toast) => void): void {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of toasterWantedListeners) listener();
  }
  // sonner keeps toasts made before its Toaster subscribes and replays them when it does.
  loadedToast ??= import('sonner').then((m) => m.toast);
  void loadedToast.then(send);
}

/** Toasts as the spec sets them: top-right, 3 s, success 2 s. */
export const notify = {
  success: (message: string) => show((toast) => toast.success(message, { duration: SUCCESS_TOAST_DURATION_MS })),
  error: (message: string) => show((toast) => toast.error(message, { duration: TOAST_DURATION_MS })),
  warning: (message: string) => show((toast) => toast.warning(message, { duration: TOAST_DURATION_MS })),
  info: (message: string) => show((toast) => toast(message, { duration: TOAST_DURATION_MS })),
};
