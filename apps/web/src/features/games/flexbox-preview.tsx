import type { CSSProperties } from 'react';
import type { FlexSelections } from './flexbox-levels';

const CARD_COLORS = [
  'from-indigo-500 to-violet-500',
  'from-cyan-500 to-sky-500',
  'from-emerald-500 to-teal-500',
  'from-amber-500 to-orange-500',
  'from-pink-500 to-rose-500',
  'from-violet-500 to-fuchsia-500',
  'from-lime-500 to-green-500',
];

/** Main-axis size of each card: small with few cards, large with seven so that they must wrap. */
function cardBasis(cards: number): string {
  if (cards >= 7) return '25%';
  if (cards >= 5) return '15%';
  return '20%';
}

function containerStyle(props: FlexSelections): CSSProperties {
  return {
    display: 'flex',
    flexDirection: props.flexDirection,
    justifyContent: props.justifyContent,
    alignItems: props.alignItems,
    flexWrap: props.flexWrap,
    gap: props.gap,
  };
}

/**
 * The playground: the learner's container drawn over a ghost of the target layout
 * (the same cards laid out with the target properties, dashed and faded), Flexbox-Froggy style.
 */
export function FlexboxPreview({
  cards,
  selections,
  target,
  solved,
}: {
  cards: number;
  selections: FlexSelections;
  target: FlexSelections;
  solved: boolean;
}) {
  const numbers = Array.from({ length: cards }, (_, i) => i + 1);
  const cardStyle: CSSProperties = { flex: `0 1 ${cardBasis(cards)}`, minWidth: '2.5rem', minHeight: '2.5rem' };
  return (
    <figure className="m-0">
      <div
        className={`relative h-64 overflow-hidden rounded-2xl border-2 bg-[radial-gradient(circle,rgba(148,163,184,0.25)_1px,transparent_1px)] bg-[length:16px_16px] transition-colors ${
          solved ? 'border-emerald-500' : 'border-slate-300 dark:border-slate-700'
        } bg-white dark:bg-slate-950`}
      >
        <div aria-hidden data-testid="flexbox-target" className="absolute inset-0 p-3" style={containerStyle(target)}>
          {numbers.map((n) => (
            <div
              key={n}
              style={cardStyle}
              className="flex items-center justify-center rounded-lg border-2 border-dashed border-indigo-400/70 bg-indigo-400/10 text-xs font-semibold text-indigo-500/70 dark:border-indigo-300/50 dark:text-indigo-300/60"
            >
              {n}
            </div>
          ))}
        </div>
        <div data-testid="flexbox-playground" className="absolute inset-0 p-3" style={containerStyle(selections)}>
          {numbers.map((n, i) => (
            <div
              key={n}
              style={cardStyle}
              className={`flex items-center justify-center rounded-lg bg-gradient-to-br ${CARD_COLORS[i % CARD_COLORS.length]} text-sm font-bold text-white opacity-90 shadow-md ring-1 ring-white/30 transition-all duration-300`}
            >
              {n}
            </div>
          ))}
        </div>
      </div>
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-3 rounded bg-gradient-to-br from-indigo-500 to-violet-500" aria-hidden /> Your cards
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-3 rounded border-2 border-dashed border-indigo-400" aria-hidden /> Where they should go
        </span>
      </figcaption>
    </figure>
  );
}
