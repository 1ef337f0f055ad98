import { articles } from 'virtual:articles';
import { BookOpenCheck, Clock, Database, Layers, Lightbulb, Route, Sparkles } from 'lucide-react';
import { usePageTitle } from '../../components/ui/page-title';
import { Link } from '../../lib/router';
import { interviewArticles, totalMinutes } from './article-catalog';
import { ArticleCard } from './components/article-card';
import { InterviewHeader } from './components/interview-header';

const sellingPoints = [
  {
    icon: Lightbulb,
    title: 'Easy to Understand',
    text: 'Plain explanations that build from first principles, with diagrams for the ideas that are easier seen than read.',
  },
  {
    icon: Layers,
    title: 'Comprehensive Coverage',
    text: 'Every topic interviewers return to, from the four pillars of OOP to TCP, paging and deadlocks, in one place.',
  },
  {
    icon: BookOpenCheck,
    title: 'Practical Examples',
    text: 'Real code in Java, C++ and Python, worked problems and the questions interviewers actually ask, with answers.',
  },
];

/** /interview-series: the technical articles index. */
export function InterviewSeriesPage() {
  usePageTitle('Technical Interview Preparation');
  const list = interviewArticles(articles);
  const minutes = totalMinutes(list);

  return (
    <>
      <InterviewHeader backTo="/" backLabel="Home" />
      <section className="relative overflow-hidden">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.16),transparent_60%)]"
        />
        <div className="mx-auto max-w-6xl px-4 pb-12 pt-14 text-center sm:px-6 lg:pt-20">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-indigo-500/30 bg-indigo-500/10 px-3 py-1 text-sm font-medium text-indigo-700 dark:text-indigo-300">
            <Sparkles className="h-4 w-4" aria-hidden /> All Articles
          </p>
          <h1 className="text-balance text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            Technical Interview Preparation
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            In-depth guides to the core computer-science subjects of technical interviews: object-oriented programming, computer
            networks and operating systems. Read them end to end or jump straight to the section you need.
          </p>
          <dl className="mx-auto mt-8 flex max-w-md justify-center gap-3">
            <div className="flex-1 rounded-2xl border border-slate-200 bg-white/70 px-4 py-3 dark:border-slate-800 dark:bg-slate-900/70">
              <dt className="text-xs text-slate-500 dark:text-slate-400">Articles</dt>
              <dd className="text-2xl font-bold text-slate-900 dark:text-white" data-testid="article-count">
                {list.length}
              </dd>
            </div>
            <div className="flex-1 rounded-2xl border border-slate-200 bg-white/70 px-4 py-3 dark:border-slate-800 dark:bg-slate-900/70">
              <dt className="text-xs text-slate-500 dark:text-slate-400">Total reading</dt>
              <dd className="flex items-center justify-center gap-1.5 text-2xl font-bold text-slate-900 dark:text-white">
                <Clock className="h-5 w-5 text-indigo-500" aria-hidden />
                <span data-testid="total-minutes">{minutes} min</span>
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <section aria-label="Articles" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-3">
          {list.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} to={`/articles/${article.slug}`} />
            </li>
          ))}
        </ul>
        <p className="mt-8 flex flex-wrap items-center justify-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Database className="h-4 w-4 text-amber-500" aria-hidden /> Brushing up on databases too?
          <Link to="/sql-notes" className="font-semibold text-indigo-600 hover:underline dark:text-indigo-400">
            SQL Basics, with runnable queries
          </Link>
        </p>
        <p className="mt-2 flex flex-wrap items-center justify-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Route className="h-4 w-4 text-indigo-500" aria-hidden /> Want a week-by-week plan?
          <Link to="/explore/learning-paths" className="font-semibold text-indigo-600 hover:underline dark:text-indigo-400">
            Follow a learning path
          </Link>
        </p>
      </section>

      <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <div className="rounded-3xl border border-slate-200 bg-gradient-to-br from-indigo-50 to-cyan-50 p-8 sm:p-10 dark:border-slate-800 dark:from-slate-900 dark:to-slate-900/40">
          <h2 id="why-heading" className="text-center text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            Why prepare with these articles?
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {sellingPoints.map(({ icon: Icon, title, text }) => (
              <li key={title} className="text-center">
                <span className="mx-auto mb-3 inline-flex h-11 w-11 items-center justify-center rounded-xl bg-white text-indigo-600 shadow-sm dark:bg-slate-800 dark:text-indigo-400">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
