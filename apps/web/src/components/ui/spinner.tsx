export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 text-slate-500 dark:text-slate-400 ${className}`}>
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
      <span className={label ? '' : 'sr-only'}>{label ?? 'Loading'}</span>
    </div>
  );
}

/**
 * A whole page still loading: fills the viewport so the footer stays below the fold until the page
 * arrives (no layout shift when it does).
 */
export function PageSpinner({ label }: { label?: string }) {
  return <Spinner label={label} className="min-h-[100svh] py-32" />;
}
