import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';

/** Previous / Next / 'Page X of Y'; renders nothing for a single page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-3">
      <button
        type="button"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        className={buttonClasses('secondary', 'md')}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden /> Previous
      </button>
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <button
        type="button"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
        className={buttonClasses('secondary', 'md')}
      >
        Next <ChevronRight className="h-4 w-4" aria-hidden />
      </button>
    </nav>
  );
}
