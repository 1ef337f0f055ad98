import { BookOpen, FolderGit2, Home, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { Link, useNavigate } from '../../lib/router';

export const NOT_FOUND_COUNTDOWN_SECONDS = 10;

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(NOT_FOUND_COUNTDOWN_SECONDS);

  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (secondsLeft === 0) navigate('/', { replace: true });
  }, [secondsLeft, navigate]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="bg-gradient-to-r from-indigo-500 to-cyan-500 bg-clip-text text-8xl font-black text-transparent">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">The page you are looking for doesn't exist or has moved.</p>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
        Redirecting to the home page in <span className="font-semibold text-indigo-600 dark:text-indigo-400">{secondsLeft}</span>{' '}
        {secondsLeft === 1 ? 'second' : 'seconds'}…
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary', 'md')}>
          <Home className="h-4 w-4" aria-hidden /> Go to Home
        </Link>
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses('secondary', 'md')}>
          <RotateCw className="h-4 w-4" aria-hidden /> Reload Page
        </button>
      </div>
      <nav aria-label="Quick links" className="mt-10 w-full">
        <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">Quick links</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <Link
            to="/allcourse"
            className="flex items-center gap-3 rounded-xl border border-slate-200 p-4 text-left hover:border-indigo-500 dark:border-slate-800"
          >
            <BookOpen className="h-5 w-5 text-indigo-500" aria-hidden />
            <span>
              <span className="block font-medium">Courses</span>
              <span className="text-sm text-slate-500 dark:text-slate-400">Browse every course and sheet</span>
            </span>
          </Link>
          <Link
            to="/projects"
            className="flex items-center gap-3 rounded-xl border border-slate-200 p-4 text-left hover:border-indigo-500 dark:border-slate-800"
          >
            <FolderGit2 className="h-5 w-5 text-indigo-500" aria-hidden />
            <span>
              <span className="block font-medium">Projects</span>
              <span className="text-sm text-slate-500 dark:text-slate-400">Portfolio project ideas</span>
            </span>
          </Link>
        </div>
      </nav>
    </section>
  );
}
