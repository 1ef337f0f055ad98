import { Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/app-ready';
import { onToasterWanted } from '../lib/notify';
import { optionalChunk } from '../lib/optional-chunk';

const DeferredExtras = optionalChunk('Toasts, analytics and offline support', () => import('./deferred-extras'));

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
