/** When late work may start: after load and idle, or after the first screen is marked interactive. */

/** Late work, told its idle period (`null` where the browser has no idle callbacks and a timer ran it). */
export type IdleTask = (deadline: IdleDeadline | null) => void;

/**
 * Runs `task` once the page has loaded and the main thread is idle (at most `timeoutMs` after
 * load). Returns a cancel function.
 */
export function whenIdle(task: IdleTask, timeoutMs = 2000): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback((deadline) => task(deadline), { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(() => task(null), 200);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/** Runs the task anyway if the app never marks itself ready (a screen rendered outside the app shell). */
const APP_READY_FALLBACK_MS = 5000;

/**
 * Runs `task` on the first idle moment after the app shell (`app/deferred.tsx`) marks the first screen interactive
 * (`<html data-app-ready>`), so late work (the code editor) never competes with it. Returns a cancel
 * function.
 */
export function afterAppReady(task: () => void): () => void {
  const root = document.documentElement;
  let cancelIdle: (() => void) | null = null;
  const start = () => {
    if (cancelIdle) return;
    observer.disconnect();
    window.clearTimeout(fallback);
    cancelIdle = whenIdle(task);
  };
  const observer = new MutationObserver(() => {
    if (root.dataset.appReady) start();
  });
  const fallback = window.setTimeout(start, APP_READY_FALLBACK_MS);
  if (root.dataset.appReady) start();
  else observer.observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
  return () => {
    observer.disconnect();
    window.clearTimeout(fallback);
    cancelIdle?.();
  };
}
