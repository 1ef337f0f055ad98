import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from '../../../lib/router';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
        {items.map((item, index) => (
          <Fragment key={item.label}>
            {index > 0 && <ChevronRight className="h-4 w-4 shrink-0" aria-hidden />}
            <li>
              {item.to ? (
                <Link to={item.to} className="rounded hover:text-indigo-600 hover:underline dark:hover:text-indigo-400">
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium text-slate-800 dark:text-slate-200">
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
