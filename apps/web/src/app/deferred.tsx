import { Suspense, useEffect, useState } from 'react';
import { onToasterWanted } from '../lib/notify';
import { optionalChunk } from '../lib/optional-chunk';

const DeferredExtras = optionalChunk('Toasts, analytics and offline support', () => import('./deferred-extras'));

/**
 * Runs `task` once the page has loaded and the main thread is idle (at most `timeoutMs` after
 * load). Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 200);
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
 * Runs `task` on the first idle moment after `Deferred` below marks the first screen interactive
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

/**
 * Mounts the deferred part of the shell (toasts, analytics, PWA) after the first screen is
 * interactive, or at once when a toast is asked for earlier. Marks `<html data-app-ready="true">`
 * and the performance mark `app-ready` when it starts, which `npm run bench:web:js` reads as "interactive".
 */
export function Deferred() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const cancel = whenIdle(() => {
      document.documentElement.dataset.appReady = 'true';
      performance.mark('app-ready');
      setReady(true);
    });
    const unsubscribe = onToasterWanted(() => setReady(true));
    return () => {
      cancel();
      unsubscribe();
    };
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <DeferredExtras />
    </Suspense>
  );
}
