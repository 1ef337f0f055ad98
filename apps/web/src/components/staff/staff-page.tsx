import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '../ui/spinner';

/** A staff page while the session and the roles load. */
export function StaffLoading() {
  return <Spinner label="Loading..." className="py-40" />;
}

/** A staff page seen by someone without its role; `who` names the role ("Reviewers", "Staff", ...). */
export function StaffOnly({ who }: { who: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 pt-40 text-center">
      <ShieldAlert className="h-10 w-10 text-amber-500" aria-hidden />
      <h1 className="mt-3 text-xl font-semibold">This page is for staff only.</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{who} are named in the server's configuration.</p>
    </div>
  );
}

/** The frame of a staff page: its title, `actions` beside it, then the content. */
export function StaffPage({
  title,
  narrow = false,
  actions,
  children,
}: {
  title: string;
  narrow?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = <h1 className="text-2xl font-bold tracking-tight">{title}</h1>;
  return (
    <div className={`mx-auto ${narrow ? 'max-w-4xl' : 'max-w-5xl'} px-4 pb-20 pt-8 sm:px-6 lg:pt-10`}>
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </div>
  );
}
