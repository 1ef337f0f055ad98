import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { featureCards } from '../../config/features';
import { Link } from '../../lib/router';

const sectionId = (id: number) => `feature-${id}`;

/** /features: the eight platform features in depth. */
export function PlatformFeaturesPage() {
  usePageTitle('Platform Features');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-indigo-600 dark:text-indigo-400">Platform Features</p>
        <h1 className="mt-2 text-balance text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          Everything you need to get interview-ready
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          Eight tools, one account, zero setup. Here is what each one does and how it fits into your preparation.
        </p>
      </header>

      <nav aria-label="Features on this page" className="mt-10">
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {featureCards.map((card) => (
            <li key={card.id}>
              <a
                href={`#${sectionId(card.id)}`}
                className="flex h-full items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2.5 text-sm font-medium text-slate-700 transition hover:border-indigo-400 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
              >
                <span className={`h-2.5 w-2.5 shrink-0 rounded-full bg-gradient-to-r ${card.color}`} aria-hidden />
                {card.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-12 space-y-6">
        {featureCards.map((card, index) => (
          <section
            key={card.id}
            id={sectionId(card.id)}
            aria-labelledby={`${sectionId(card.id)}-title`}
            className="scroll-mt-28 grid gap-6 rounded-3xl border border-slate-200 bg-white p-6 sm:p-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] dark:border-slate-800 dark:bg-slate-900"
          >
            <div>
              <div className="flex flex-wrap items-center gap-3">
                <span className="text-sm font-bold tabular-nums text-slate-500 dark:text-slate-400">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span className={`rounded-full bg-gradient-to-r ${card.color} px-3 py-1 text-xs font-semibold text-white`}>
                  {card.category}
                </span>
              </div>
              <h2 id={`${sectionId(card.id)}-title`} className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">
                {card.name}
              </h2>
              <p className="mt-2 text-lg text-slate-700 dark:text-slate-200">{card.headline}</p>
              <p className="mt-3 text-slate-600 dark:text-slate-400">
                {card.description} {card.details}
              </p>
              <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Built with">
                {card.techStack.map((tech) => (
                  <li
                    key={tech}
                    className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300"
                  >
                    {tech}
                  </li>
                ))}
              </ul>
              <Link to={card.route} className={buttonClasses('primary', 'md', 'mt-6')}>
                {card.linkLabel} <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            </div>
            <div className="rounded-2xl bg-slate-50 p-5 dark:bg-slate-950/60">
              <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
                What it includes
              </h3>
              <ul className="mt-3 space-y-2 text-sm text-slate-700 dark:text-slate-300">
                {card.includes.map((item) => (
                  <li key={item} className="flex gap-2">
                    <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-500" aria-hidden /> {item}
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
