import { useAuth } from '../../../lib/auth/auth-provider';
import { useDueCount } from '../api/get-due-count';

/** The nav's count of reviews due (signed-in users; nothing while loading, failing or at zero). */
export function DueCountBadge({ overlay = false }: { overlay?: boolean }) {
  const { user } = useAuth();
  const count = useDueCount(user?.email ?? null);
  const due = count.data ?? 0;
  if (due === 0) return null;
  return (
    <span
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-rose-500 px-1.5 text-xs leading-5 font-bold text-white ${
        overlay ? 'absolute -top-1 -right-1 ring-2 ring-white dark:ring-slate-950' : 'ml-1'
      }`}
    >
      {due > 99 ? '99+' : due}
      <span className="sr-only"> {due === 1 ? 'review' : 'reviews'} due</span>
    </span>
  );
}
