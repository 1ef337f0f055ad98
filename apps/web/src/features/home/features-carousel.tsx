import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { type FeatureCard, featureCards } from '../../config/features';
import { Link } from '../../lib/router';

export const CARDS_PER_PAGE = 4;

/** Index of the first card on the next/previous page, wrapping around. */
export function stepCarousel(start: number, direction: 1 | -1, total: number, perPage = CARDS_PER_PAGE): number {
  return (start + direction * perPage + total) % total;
}

export function FeaturesCarousel({ cards = featureCards }: { cards?: FeatureCard[] }) {
  const [start, setStart] = useState(0);
  const visible = Array.from({ length: Math.min(CARDS_PER_PAGE, cards.length) }, (_, i) => cards[(start + i) % cards.length]);
  const pages = Math.ceil(cards.length / CARDS_PER_PAGE);

  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="mb-8 flex items-end justify-between gap-4">
        <div>
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
            Everything you need to get interview-ready
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">Eight tools, one account, zero setup.</p>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            aria-label="Previous features"
            onClick={() => setStart((s) => stepCarousel(s, -1, cards.length))}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            <ChevronLeft className="h-5 w-5" aria-hidden />
          </button>
          <button
            type="button"
            aria-label="Next features"
            onClick={() => setStart((s) => stepCarousel(s, 1, cards.length))}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            <ChevronRight className="h-5 w-5" aria-hidden />
          </button>
        </div>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-live="polite">
        {visible.map(
          (card) =>
            card && (
              <li key={card.id}>
                <Link
                  to={card.route}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 transition hover:-translate-y-0.5 hover:shadow-xl dark:border-slate-800 dark:bg-slate-900"
                >
                  <span
                    className={`mb-4 inline-flex w-fit rounded-full bg-gradient-to-r ${card.color} px-3 py-1 text-xs font-semibold text-white`}
                  >
                    {card.category}
                  </span>
                  <h3 className="text-lg font-semibold">{card.name}</h3>
                  <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{card.description}</p>
                  <p className="mt-2 flex-1 text-sm text-slate-500 dark:text-slate-400">{card.details}</p>
                  <div className="mt-4 flex flex-wrap gap-1.5">
                    {card.techStack.map((tech) => (
                      <span
                        key={tech}
                        className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300"
                      >
                        {tech}
                      </span>
                    ))}
                  </div>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-indigo-600 group-hover:gap-2 dark:text-indigo-400">
                    Open <ArrowRight className="h-4 w-4 transition-all" aria-hidden />
                  </span>
                </Link>
              </li>
            ),
        )}
      </ul>
      <div className="mt-6 flex justify-center gap-2">
        {Array.from({ length: pages }, (_, page) => {
          const active = Math.floor(start / CARDS_PER_PAGE) === page;
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: pages are positional
              key={page}
              type="button"
              aria-label={`Show features page ${page + 1}`}
              aria-current={active}
              onClick={() => setStart(page * CARDS_PER_PAGE)}
              className={`h-2.5 rounded-full transition-all ${active ? 'w-8 bg-indigo-600 dark:bg-indigo-400' : 'w-2.5 bg-slate-300 dark:bg-slate-700'}`}
            />
          );
        })}
      </div>
    </section>
  );
}
