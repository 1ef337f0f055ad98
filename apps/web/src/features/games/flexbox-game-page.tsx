import { CheckCircle2, ChevronRight, Lightbulb, Pause, Play, RotateCcw, Trophy, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { AlertDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { Confetti } from './confetti';
import { CONFETTI_DURATION_MS, canEditSolution, LEVEL_CHANGE_CONFIRM, TIME_WARNING_SECONDS } from './flexbox-game-reducer';
import {
  FLEX_PROPERTY_CSS_NAMES,
  FLEX_PROPERTY_OPTIONS,
  FLEXBOX_TIERS,
  type FlexboxTier,
  type FlexProperty,
  type FlexSelections,
  flexboxLevels,
} from './flexbox-levels';
import { FlexboxPreview } from './flexbox-preview';
import { GameTimer } from './game-timer';
import { useFlexboxGame } from './use-flexbox-game';

const tierBadge: Record<FlexboxTier, string> = {
  Beginner: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  Intermediate: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  Advanced: 'bg-rose-500/15 text-rose-700 dark:text-rose-300',
};

const statusLabel = { 'not-started': 'Not started', started: 'In progress', paused: 'Paused', completed: 'Completed' } as const;

function cssFor(selections: FlexSelections, available: FlexProperty[]): string {
  const lines = available.map((property) => `  ${FLEX_PROPERTY_CSS_NAMES[property]}: ${selections[property]};`);
  return ['.container {', '  display: flex;', ...lines, '}'].join('\n');
}

function CssPreview({ css, className }: { css: string; className: string }) {
  return (
    <pre
      className={`overflow-x-auto rounded-2xl bg-slate-900 p-4 font-mono text-sm leading-relaxed text-slate-100 dark:bg-slate-950 dark:ring-1 dark:ring-slate-800 ${className}`}
    >
      <code>{css}</code>
    </pre>
  );
}

export function FlexboxGamePage() {
  usePageTitle('Flexbox Mastery Game');
  const { state, dispatch, changeLevel, level, levelChange } = useFlexboxGame();
  // The hint open for one level closes by itself when the level changes.
  const [hintLevel, setHintLevel] = useState<number | null>(null);
  const showHint = hintLevel === state.levelIndex;
  const selectorId = useId();
  const editable = canEditSolution(state.status);
  const isLastLevel = state.levelIndex === flexboxLevels.length - 1;
  const target = { ...state.selections, ...level.targetProps };
  const timeUp = state.timeRemaining === 0 && state.status !== 'completed';
  const css = cssFor(state.selections, level.availableProps);

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      {state.showConfetti && <Confetti durationMs={CONFETTI_DURATION_MS} />}
      {levelChange && (
        <AlertDialog
          title="Change level?"
          message={LEVEL_CHANGE_CONFIRM}
          onClose={levelChange.cancel}
          confirm={{ label: 'Continue', onConfirm: levelChange.confirm }}
        />
      )}

      <header className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-indigo-600 dark:text-indigo-400">Games</p>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Flexbox Mastery Game</h1>
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
            Line the cards up with their dashed outlines using real flexbox properties. The faster you solve a level, the more
            points it is worth.
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:min-w-72">
          <div className="rounded-xl border border-slate-200 bg-white px-4 py-2 dark:border-slate-800 dark:bg-slate-900">
            <dt className="text-xs text-slate-500 dark:text-slate-400">Score</dt>
            <dd className="text-xl font-bold tabular-nums" data-testid="flexbox-total-score">
              {state.totalScore}
            </dd>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white px-4 py-2 dark:border-slate-800 dark:bg-slate-900">
            <dt className="inline-flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
              <Trophy className="h-3.5 w-3.5 text-amber-500" aria-hidden /> High score
            </dt>
            <dd className="text-xl font-bold tabular-nums" data-testid="flexbox-high-score">
              {state.highScore}
            </dd>
          </div>
        </dl>
      </header>

      <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={selectorId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          Level
        </label>
        <select
          id={selectorId}
          value={state.levelIndex}
          onChange={(event) => changeLevel(Number(event.target.value))}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm sm:w-80 dark:border-slate-700 dark:bg-slate-900"
        >
          {(Object.keys(FLEXBOX_TIERS) as FlexboxTier[]).map((tier) => (
            <optgroup key={tier} label={`${tier} — ${FLEXBOX_TIERS[tier].cards} cards, ${FLEXBOX_TIERS[tier].timeLimit} s`}>
              {flexboxLevels.map((candidate, index) =>
                candidate.level === tier ? (
                  <option key={candidate.id} value={index}>
                    {candidate.id}. {candidate.title}
                    {state.levelScores[candidate.id] !== undefined ? ' ✓' : ''}
                  </option>
                ) : null,
              )}
            </optgroup>
          ))}
        </select>
      </div>

      {/* Phones: level, playground, controls (so the playground sits just above the selects); desktop: two columns. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
        <div className="lg:col-start-1 lg:row-start-1">
          <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <div className="mb-3 flex flex-wrap items-center gap-2">
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tierBadge[level.level]}`}>{level.level}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                Level {level.id} of {flexboxLevels.length} · {level.cards} cards · {level.timeLimit} s
              </span>
            </div>
            <h2 className="text-xl font-semibold">{level.title}</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{level.description}</p>
            <p className="mt-3 rounded-lg bg-indigo-500/10 px-3 py-2 text-sm font-medium text-indigo-800 dark:text-indigo-200">
              <span className="font-semibold">Objective: </span>
              {level.objective}
            </p>
            <div className="mt-3">
              <button
                type="button"
                aria-expanded={showHint}
                onClick={() => setHintLevel(showHint ? null : state.levelIndex)}
                className="inline-flex items-center gap-1.5 text-sm font-medium text-amber-700 hover:underline dark:text-amber-400"
              >
                <Lightbulb className="h-4 w-4" aria-hidden /> {showHint ? 'Hide hint' : 'Show hint'}
              </button>
              {showHint && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{level.hint}</p>}
            </div>
          </article>
        </div>

        <div className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <FlexboxPreview
            cards={level.cards}
            selections={state.selections}
            target={target}
            solved={state.status === 'completed'}
          />
          <CssPreview css={css} className="hidden lg:block" />
        </div>

        <div className="lg:col-start-1 lg:row-start-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <GameTimer seconds={state.timeRemaining} warnBelow={TIME_WARNING_SECONDS} />
              <span className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
                {statusLabel[state.status]}
              </span>
            </div>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button
                onClick={() => dispatch({ type: 'start' })}
                disabled={state.status === 'started' || state.status === 'completed' || state.timeRemaining === 0}
              >
                <Play className="h-4 w-4" aria-hidden /> {state.status === 'paused' ? 'Resume' : 'Start'}
              </Button>
              <Button variant="secondary" onClick={() => dispatch({ type: 'pause' })} disabled={state.status !== 'started'}>
                <Pause className="h-4 w-4" aria-hidden /> Pause
              </Button>
              <Button variant="secondary" onClick={() => dispatch({ type: 'reset' })}>
                <RotateCcw className="h-4 w-4" aria-hidden /> Reset
              </Button>
            </div>

            <fieldset className="mt-5 grid gap-3 sm:grid-cols-2" disabled={!editable}>
              <legend className="mb-2 text-sm font-semibold">Container properties</legend>
              {level.availableProps.map((property) => (
                <label key={property} className="flex flex-col gap-1 text-sm">
                  <span className="font-mono text-xs text-slate-600 dark:text-slate-400">
                    {FLEX_PROPERTY_CSS_NAMES[property]}
                  </span>
                  <select
                    value={state.selections[property]}
                    disabled={!editable}
                    onChange={(event) => dispatch({ type: 'select', property, value: event.target.value })}
                    className="h-10 rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:bg-slate-950"
                  >
                    {FLEX_PROPERTY_OPTIONS[property].map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </fieldset>
            {state.status === 'not-started' && (
              <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">Press Start to unlock the properties.</p>
            )}

            <div className="mt-5 flex flex-wrap gap-2">
              <Button onClick={() => dispatch({ type: 'check' })} disabled={!editable}>
                <CheckCircle2 className="h-4 w-4" aria-hidden /> Check Solution
              </Button>
              <Button variant="secondary" onClick={() => changeLevel(state.levelIndex + 1)} disabled={isLastLevel}>
                Next Level <ChevronRight className="h-4 w-4" aria-hidden />
              </Button>
            </div>

            <div aria-live="polite" className="mt-4 empty:hidden">
              {state.lastCheck?.correct && (
                <p className="flex items-start gap-2 rounded-lg bg-emerald-500/10 px-3 py-2 text-sm font-medium text-emerald-800 dark:text-emerald-300">
                  <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                  <span>
                    Level complete! You scored <span data-testid="flexbox-level-score">{state.lastCheck.score}</span> points
                    {isLastLevel ? ' — you finished every level!' : '.'}
                  </span>
                </p>
              )}
              {state.lastCheck && !state.lastCheck.correct && (
                <div className="flex items-start gap-2 rounded-lg bg-rose-500/10 px-3 py-2 text-sm text-rose-800 dark:text-rose-300">
                  <XCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                  <div>
                    <p className="font-medium">
                      Not quite — score 0. {state.lastCheck.mismatches.length === 1 ? 'This property is' : 'These properties are'}{' '}
                      not right yet:
                    </p>
                    <ul className="mt-1 flex flex-wrap gap-1.5">
                      {state.lastCheck.mismatches.map((property) => (
                        <li key={property} className="rounded bg-rose-500/15 px-1.5 py-0.5 font-mono text-xs">
                          {FLEX_PROPERTY_CSS_NAMES[property]}
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              )}
              {timeUp && (
                <p className="rounded-lg bg-amber-500/10 px-3 py-2 text-sm text-amber-800 dark:text-amber-300">
                  Time's up! You can still solve the level, but it will score 0 points.
                </p>
              )}
            </div>
          </div>
          {/* On phones the CSS follows the controls, keeping the playground right above the selects. */}
          <CssPreview css={css} className="mt-6 lg:hidden" />
        </div>
      </div>
    </section>
  );
}
