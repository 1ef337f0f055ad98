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

/** Cards grow along the main axis by basis; across it they may stretch, up to 5rem. */
function cardStyle(cards: number, props: FlexSelections): CSSProperties {
  const column = props.flexDirection.startsWith('column');
  return {
    flex: `0 1 ${cardBasis(cards)}`,
    minWidth: '2.5rem',
    minHeight: '2.5rem',
    ...(column ? { maxWidth: '5rem' } : { maxHeight: '5rem' }),
  };
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
  return (
    <figure className="m-0">
      <div
        className={`relative h-64 overflow-hidden rounded-2xl border-2 bg-[radial-gradient(circle,rgba(148,163,184,0.25)_1px,transparent_1px)] bg-[length:16px_16px] transition-colors ${
          solved ? 'border-emerald-500' : 'border-slate-300 dark:border-slate-700'
        } bg-white dark:bg-slate-950`}
      >
        <div data-testid="flexbox-playground" className="absolute inset-0 p-3" style={containerStyle(selections)}>
          {numbers.map((n, i) => (
            <div
              key={n}
              style={cardStyle(cards, selections)}
              className={`flex items-center justify-center rounded-lg bg-gradient-to-br ${CARD_COLORS[i % CARD_COLORS.length]} text-sm font-bold text-white shadow-md transition-all duration-300`}
            >
              {n}
            </div>
          ))}
        </div>
        {/* The target sits on top as outlines only, so it stays visible over the learner's cards. */}
        <div
          aria-hidden
          data-testid="flexbox-target"
          className="pointer-events-none absolute inset-0 p-3"
          style={containerStyle(target)}
        >
          {numbers.map((n) => (
            <div
              key={n}
              style={cardStyle(cards, target)}
              className="relative rounded-lg border-2 border-dashed border-slate-900/45 dark:border-white/55"
            >
              <span className="absolute left-1 top-0.5 text-[10px] font-semibold text-slate-900/50 dark:text-white/60">{n}</span>
            </div>
          ))}
        </div>
      </div>
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-3 rounded bg-gradient-to-br from-indigo-500 to-violet-500" aria-hidden /> Your cards
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-3 rounded border-2 border-dashed border-slate-500 dark:border-slate-300" aria-hidden /> Where
          they should go
        </span>
      </figcaption>
    </figure>
  );
}
