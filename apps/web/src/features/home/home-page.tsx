import { ArrowRight, Code2, Layers, Sparkles } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { Link } from '../../lib/router';
import { DemoVideo } from './demo-video';
import { FeaturesCarousel } from './features-carousel';
import { dsaSheetCards, marketingStats } from './home-content';
import { ProblemOfTheDayLink } from './problem-of-the-day-link';

const sheetColors = {
  indigo: 'from-indigo-500 to-violet-500',
  blue: 'from-blue-500 to-cyan-500',
  emerald: 'from-emerald-500 to-teal-500',
} as const;

export function HomePage() {
  usePageTitle('');
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.18),transparent_60%)]"
        />
        <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-20">
          <div>
            <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-indigo-500/30 bg-indigo-500/10 px-3 py-1 text-sm font-medium text-indigo-700 dark:text-indigo-300">
              <Sparkles className="h-4 w-4" aria-hidden /> Interview prep, all in one place
            </p>
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
              Master Coding Skills with{' '}
              <span className="bg-gradient-to-r from-indigo-500 via-violet-500 to-cyan-500 bg-clip-text text-transparent">
                Expert Guidance
              </span>
            </h1>
            <p className="mt-6 max-w-xl text-lg text-slate-600 dark:text-slate-300">
              Follow structured learning paths, build hands-on projects and learn from expert mentorship — with DSA sheets that
              track your progress, a real judge for your solutions and a compiler that runs ten languages.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/allcourse" className={buttonClasses('primary', 'lg')}>
                Start Learning Now <ArrowRight className="h-5 w-5" aria-hidden />
              </Link>
              <Link to="/terminal" className={buttonClasses('secondary', 'lg')}>
                <Code2 className="h-5 w-5" aria-hidden /> Try Playground
              </Link>
            </div>
            <ProblemOfTheDayLink />
          </div>
          <div className="space-y-6">
            <DemoVideo />
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {marketingStats.map((stat) => (
                <div
                  key={stat.label}
                  className="rounded-xl border border-slate-200 bg-white/70 p-3 text-center dark:border-slate-800 dark:bg-slate-900/70"
                >
                  <dt className="text-xs text-slate-500 dark:text-slate-400">{stat.label}</dt>
                  <dd className="text-xl font-bold text-slate-900 dark:text-white">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="sheets-heading"
        className="border-y border-slate-200 bg-slate-50/60 py-16 dark:border-slate-800 dark:bg-slate-900/30"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mb-10 text-center">
            <h2 id="sheets-heading" className="text-3xl font-bold tracking-tight">
              DSA Practice Sheets
            </h2>
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              Pick a sheet, go day by day, and watch your progress add up.
            </p>
          </div>
          <ul className="grid gap-6 md:grid-cols-3">
            {dsaSheetCards.map((card) => (
              <li
                key={card.route}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="mb-4 flex items-center justify-between">
                  <span
                    className={`inline-flex h-11 w-11 items-center justify-center rounded-xl bg-gradient-to-br ${sheetColors[card.color]} text-white`}
                  >
                    <Layers className="h-5 w-5" aria-hidden />
                  </span>
                  <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                    {card.level}
                  </span>
                </div>
                <h3 className="text-xl font-semibold">{card.title}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-400">{card.description}</p>
                <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Skills">
                  {card.skills.map((skill) => (
                    <li
                      key={skill}
                      className="rounded-md bg-indigo-500/10 px-2 py-0.5 text-xs font-medium text-indigo-700 dark:text-indigo-300"
                    >
                      {skill}
                    </li>
                  ))}
                </ul>
                <Link
                  to={card.route}
                  className={buttonClasses('primary', 'md', 'mt-6 w-full')}
                  aria-label={`Explore ${card.title}`}
                >
                  Explore <ArrowRight className="h-4 w-4" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <FeaturesCarousel />
    </>
  );
}
