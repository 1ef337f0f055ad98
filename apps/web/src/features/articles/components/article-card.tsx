import { ArrowRight, Clock } from 'lucide-react';
import { Link } from '../../../lib/router';
import { articleColor, articleIcon } from '../article-catalog';
import type { ArticleMeta } from '../article-types';
import { formatReadTime } from '../reading-stats';

/** Article card (spec 3): title, description, read time, icon and colour, linking to the article. */
export function ArticleCard({ article, to }: { article: ArticleMeta; to: string }) {
  const Icon = articleIcon(article.icon);
  const color = articleColor(article.color);
  return (
    <Link
      to={to}
      className={`group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-xl dark:border-slate-800 dark:bg-slate-900 ${color.border}`}
    >
      <div className="mb-5 flex items-center justify-between gap-3">
        <span
          className={`inline-flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br ${color.chip} text-white`}
        >
          <Icon className="h-6 w-6" aria-hidden />
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          <Clock className="h-3.5 w-3.5" aria-hidden /> {formatReadTime(article.minutes)}
        </span>
      </div>
      <h3 className="text-xl font-semibold text-slate-900 dark:text-white">{article.title}</h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{article.description}</p>
      <span className={`mt-6 inline-flex items-center gap-1 text-sm font-semibold group-hover:gap-2 ${color.accent}`}>
        Read article <ArrowRight className="h-4 w-4 transition-all" aria-hidden />
      </span>
    </Link>
  );
}
