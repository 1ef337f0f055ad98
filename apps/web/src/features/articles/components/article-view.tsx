import { ArrowLeft, ChevronDown, Clock, FileText, ListOrdered } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from '../../../lib/router';
import { articleColor, articleIcon } from '../article-catalog';
import type { RenderedArticle } from '../article-types';
import { formatReadTime, formatWordCount } from '../reading-stats';
import { ArticleBody } from './article-body';
import './article-prose.css';
import { jumpToSection } from './scroll-to-section';
import { TableOfContents } from './table-of-contents';
import { useScrollSpy } from './use-scroll-spy';

interface ArticleViewProps {
  article: RenderedArticle;
  /** Shown above the title (the breadcrumb on /interview-series/*). */
  before?: ReactNode;
  /** Shown between the header and the body (e.g. the SQL sandbox notice). */
  intro?: ReactNode;
  renderSql?: (code: string, id: string) => ReactNode;
  /** Offset class for the sticky rail: below the app's top bar or the interview header. */
  stickyTop: string;
}

/** An article page: header with reading stats, sticky scroll-spy TOC (mobile: 'On this page'), prose body. */
export function ArticleView({ article, before, intro, renderSql, stickyTop }: ArticleViewProps) {
  const Icon = articleIcon(article.icon);
  const color = articleColor(article.color);
  const ids = article.toc.flatMap((section) => [section.id, ...section.children.map((child) => child.id)]);
  const activeId = useScrollSpy(ids);
  const mobileToc = useRef<HTMLDetailsElement>(null);

  // Deep links: the article renders after the lazy route loads, so scroll to the hash once it exists.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the article first renders
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) jumpToSection(id);
  }, [article.slug]);

  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-8 sm:px-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 xl:grid-cols-[17rem_minmax(0,48rem)] xl:justify-center">
      <aside className="hidden lg:block" aria-label="Table of contents">
        <div className={`sticky ${stickyTop} max-h-[calc(100vh-8rem)] overflow-y-auto pb-6 pr-1`}>
          <p className="mb-3 flex items-center gap-2 px-2 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
            <ListOrdered className="h-4 w-4" aria-hidden /> On this page
          </p>
          <TableOfContents toc={article.toc} activeId={activeId} collapseInactive idPrefix="rail" />
        </div>
      </aside>

      <article className="min-w-0">
        {before}
        <header className="mb-8 border-b border-slate-200 pb-8 dark:border-slate-800">
          <span
            className={`mb-5 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br ${color.chip} text-white`}
          >
            <Icon className="h-6 w-6" aria-hidden />
          </span>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{article.title}</h1>
          <p className="mt-3 text-lg leading-relaxed text-slate-600 dark:text-slate-300">{article.description}</p>
          <dl className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
            <div className="flex items-center gap-1.5">
              <Clock className="h-4 w-4" aria-hidden />
              <dt className="sr-only">Reading time</dt>
              <dd data-testid="reading-time">{formatReadTime(article.minutes)}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <FileText className="h-4 w-4" aria-hidden />
              <dt className="sr-only">Length</dt>
              <dd data-testid="word-count">{formatWordCount(article.words)}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <ListOrdered className="h-4 w-4" aria-hidden />
              <dt className="sr-only">Sections</dt>
              <dd>{article.toc.length} sections</dd>
            </div>
          </dl>
        </header>

        <details
          ref={mobileToc}
          className="group mb-8 rounded-2xl border border-slate-200 bg-slate-50 lg:hidden dark:border-slate-800 dark:bg-slate-900/60"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-2xl px-4 py-3 font-semibold text-slate-800 dark:text-slate-100 [&::-webkit-details-marker]:hidden">
            <span className="flex items-center gap-2">
              <ListOrdered className="h-4 w-4" aria-hidden /> On this page
            </span>
            <ChevronDown className="h-4 w-4 transition group-open:rotate-180" aria-hidden />
          </summary>
          <div className="max-h-[60vh] overflow-y-auto border-t border-slate-200 px-2 py-3 dark:border-slate-800">
            <TableOfContents
              toc={article.toc}
              activeId={activeId}
              idPrefix="mobile"
              onNavigate={() => mobileToc.current?.removeAttribute('open')}
            />
          </div>
        </details>

        {intro}
        <ArticleBody blocks={article.blocks} renderSql={renderSql} />

        <footer className="mt-16 border-t border-slate-200 pt-8 dark:border-slate-800">
          <Link
            to="/interview-series"
            className="inline-flex items-center gap-2 rounded-lg font-semibold text-indigo-600 hover:underline dark:text-indigo-400"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden /> Back to all articles
          </Link>
        </footer>
      </article>
    </div>
  );
}
