import { CalendarCheck } from 'lucide-react';
import { type ComponentType, createContext, useContext } from 'react';
import { useAuth } from '../../lib/auth/auth-provider';
import { Link } from '../../lib/router';

/**
 * The daily feature's due-count badge, handed to the layout by the app shell (`app/providers.tsx`),
 * as the streak badge is: the layout may not import features.
 */
export const DueCountContext = createContext<ComponentType<{ overlay?: boolean }> | null>(null);

function DueCountSlot({ overlay }: { overlay: boolean }) {
  const Badge = useContext(DueCountContext);
  return Badge ? <Badge overlay={overlay} /> : null;
}

/** "Today" in the navigation, with the count of reviews due for signed-in users (compact: an icon, the count on its corner). */
export function TodayLink({ compact = false, onClick }: { compact?: boolean; onClick?: () => void }) {
  const { user } = useAuth();
  return (
    <Link
      to="/today"
      onClick={onClick}
      className={`relative inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-slate-700 transition hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white ${
        compact ? 'h-10 w-10 justify-center' : 'px-3 py-2'
      }`}
    >
      <CalendarCheck className={compact ? 'h-5 w-5' : 'h-4 w-4'} aria-hidden />
      <span className={compact ? 'sr-only' : ''}>Today</span>
      {user && <DueCountSlot overlay={compact} />}
    </Link>
  );
}
