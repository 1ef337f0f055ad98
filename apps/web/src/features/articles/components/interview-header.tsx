import { ArrowLeft } from 'lucide-react';
import { Logo } from '../../../components/layout/logo';
import { ThemeToggle } from '../../../components/layout/theme-toggle';
import { Link } from '../../../lib/router';

/** The slim header of /interview-series pages (the app's top navigation is hidden there): logo, theme, way back. */
export function InterviewHeader({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo compact />
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <Link
            to={backTo}
            className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden /> {backLabel}
          </Link>
        </div>
      </div>
    </header>
  );
}
