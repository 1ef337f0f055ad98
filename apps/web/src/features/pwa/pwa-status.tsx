import { useRegisterSW } from 'virtual:pwa-register/react';
import { WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useAuth } from '../../lib/auth/auth-provider';
import { API_PAGES_CACHE } from './pwa-options';

export const OFFLINE_BANNER =
  'You are offline. Pages you have visited stay readable; anything that needs the server works again once you reconnect.';
export const UPDATE_AVAILABLE = 'A new version of CodingKaro is available.';

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * Registers the service worker (/sw.js), offers the reload when a new version is waiting, shows an
 * offline banner, and empties the offline API pages when the signed-in user changes so nobody sees
 * another account's cached progress.
 */
export function PwaStatus() {
  const online = useOnline();
  const { user, status } = useAuth();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onRegisterError: (error) => console.warn('Service worker registration failed', error) });

  useEffect(() => {
    if (!needRefresh) return;
    const id = toast(UPDATE_AVAILABLE, {
      duration: Number.POSITIVE_INFINITY,
      action: { label: 'Reload', onClick: () => void updateServiceWorker(true) },
    });
    return () => {
      toast.dismiss(id);
    };
  }, [needRefresh, updateServiceWorker]);

  const lastUserId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (status === 'loading') return;
    const id = user?.id ?? null;
    if (lastUserId.current !== undefined && lastUserId.current !== id && 'caches' in window) {
      void caches.delete(API_PAGES_CACHE);
    }
    lastUserId.current = id;
  }, [user?.id, status]);

  if (online) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-[60] mx-auto flex max-w-xl items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 shadow-lg dark:border-amber-500/40 dark:bg-amber-950 dark:text-amber-100"
    >
      <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>{OFFLINE_BANNER}</span>
    </div>
  );
}
