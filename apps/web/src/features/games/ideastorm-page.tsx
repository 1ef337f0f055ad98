import { Brain, Flag, Lightbulb, Medal, Plus, RefreshCw, Sparkles, Zap } from 'lucide-react';
import { type FormEvent, useEffect, useId, useReducer, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { GameTimer } from './game-timer';
import { type BrainstormColor, brainstormPrompts, DEFAULT_PROMPT_COLOR } from './ideastorm-prompts';
import { ideaStormReducer, initialIdeaStormState } from './ideastorm-reducer';
import {
  averageQuality,
  BASE_POINTS,
  DUPLICATE_IDEA_MESSAGE,
  FEEDBACK_DURATION_MS,
  IDEA_MAX_LENGTH,
  IDEASTORM_DURATION_SECONDS,
  KEYWORD_POINTS,
  LENGTH_BONUS_POINTS,
  LENGTH_BONUS_THRESHOLD,
  pickRandomPrompt,
  TIME_BONUS_SECONDS,
  TIME_WARNING_SECONDS,
  topIdeas,
} from './ideastorm-rules';

const colorClasses: Record<BrainstormColor, { gradient: string; chip: string }> = {
  indigo: { gradient: 'from-indigo-600 to-violet-600', chip: 'bg-indigo-500/15 text-indigo-700 dark:text-indigo-300' },
  emerald: { gradient: 'from-emerald-600 to-teal-600', chip: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300' },
  purple: { gradient: 'from-purple-600 to-fuchsia-600', chip: 'bg-purple-500/15 text-purple-700 dark:text-purple-300' },
};

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

export function IdeaStormPage() {
  usePageTitle('IdeaStorm');
  const [state, dispatch] = useReducer(ideaStormReducer, initialIdeaStormState);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const playing = state.phase === 'playing';

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(timer);
  }, [playing]);

  useEffect(() => {
    if (!state.feedback) return;
    const { id } = state.feedback;
    const timer = setTimeout(() => dispatch({ type: 'clear-feedback', id }), FEEDBACK_DURATION_MS);
    return () => clearTimeout(timer);
  }, [state.feedback]);

  const start = () => {
    dispatch({ type: 'start', prompt: pickRandomPrompt(brainstormPrompts) });
    // Focus the idea field once the play view has rendered.
    setTimeout(() => inputRef.current?.focus(), 0);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'add-idea' });
  };

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <header className="mb-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-indigo-600 dark:text-indigo-400">Games</p>
        <h1 className="inline-flex items-center gap-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          <Brain className="h-8 w-8 text-indigo-500" aria-hidden /> IdeaStorm
        </h1>
      </header>

      {state.phase === 'intro' && (
        <div className={`${card} text-center`}>
          <span className="mx-auto mb-4 inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-500 to-cyan-500 text-white">
            <Lightbulb className="h-7 w-7" aria-hidden />
          </span>
          <h2 className="text-2xl font-bold">Three minutes. One challenge. As many ideas as you can.</h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-600 dark:text-slate-400">
            You get a random prompt about data structures, web development or technical interviews. Type ideas as fast as they
            come — the better they are, the more they score.
          </p>
          <ul className="mx-auto mt-6 grid max-w-2xl gap-3 text-left text-sm sm:grid-cols-2">
            <li className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
              <span className="font-semibold">{BASE_POINTS} points</span> for every new idea
            </li>
            <li className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
              <span className="font-semibold">+{KEYWORD_POINTS}</span> for each key term of the topic you use
            </li>
            <li className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
              <span className="font-semibold">+{LENGTH_BONUS_POINTS}</span> for ideas longer than {LENGTH_BONUS_THRESHOLD}{' '}
              characters
            </li>
            <li className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
              <span className="font-semibold">+{TIME_BONUS_SECONDS} seconds</span> for an idea worth more than {BASE_POINTS}{' '}
              points (up to {IDEASTORM_DURATION_SECONDS / 60} minutes)
            </li>
          </ul>
          <Button size="lg" className="mt-8" onClick={start}>
            <Zap className="h-5 w-5" aria-hidden /> Start Brainstorming
          </Button>
        </div>
      )}

      {state.phase === 'playing' && state.prompt && (
        <div className="space-y-6">
          <article
            aria-label="Challenge"
            className={`overflow-hidden rounded-2xl bg-gradient-to-br ${colorClasses[state.prompt.color ?? DEFAULT_PROMPT_COLOR].gradient} p-5 text-white shadow-lg sm:p-6`}
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <span className="rounded-full bg-white/20 px-3 py-1 text-xs font-semibold">{state.prompt.category}</span>
              <div className="rounded-xl bg-white/95 dark:bg-slate-900/90">
                <GameTimer seconds={state.timeRemaining} warnBelow={TIME_WARNING_SECONDS} />
              </div>
            </div>
            <h2 className="mt-4 text-2xl font-bold">{state.prompt.title}</h2>
            <p className="mt-2 text-white/90">{state.prompt.prompt}</p>
            <dl className="mt-5 flex flex-wrap gap-3 text-sm">
              <div className="rounded-xl bg-white/15 px-3 py-2">
                <dt className="text-xs text-white/80">Points</dt>
                <dd className="text-xl font-bold tabular-nums" data-testid="ideastorm-score">
                  {state.score}
                </dd>
              </div>
              <div className="rounded-xl bg-white/15 px-3 py-2">
                <dt className="text-xs text-white/80">Ideas</dt>
                <dd className="text-xl font-bold tabular-nums" data-testid="ideastorm-idea-count">
                  {state.ideas.length}
                </dd>
              </div>
            </dl>
          </article>

          <form onSubmit={submit} className={card}>
            <label htmlFor={inputId} className="mb-2 block text-sm font-semibold">
              Your idea
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={inputId}
                ref={inputRef}
                value={state.draft}
                onChange={(event) => dispatch({ type: 'edit-draft', text: event.target.value })}
                placeholder="Type an idea and press Enter"
                maxLength={IDEA_MAX_LENGTH}
                autoComplete="off"
                className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base dark:border-slate-700 dark:bg-slate-950"
              />
              <Button type="submit" size="lg" className="h-11">
                <Plus className="h-4 w-4" aria-hidden /> Add Idea
              </Button>
            </div>
            <div aria-live="polite" className="mt-2 min-h-6 text-sm font-medium">
              {state.feedback?.kind === 'points' && (
                <p className="text-emerald-700 dark:text-emerald-400">
                  +{state.feedback.points} points{state.feedback.keywordBonus && ' (keyword bonus!)'}
                  {state.feedback.timeBonus && (
                    <span className="ml-2 text-indigo-600 dark:text-indigo-400">+{TIME_BONUS_SECONDS}s</span>
                  )}
                </p>
              )}
              {state.feedback?.kind === 'duplicate' && (
                <p className="text-rose-600 dark:text-rose-400">{DUPLICATE_IDEA_MESSAGE}</p>
              )}
            </div>
            <div className="mt-2 flex justify-end border-t border-slate-200 pt-4 dark:border-slate-800">
              <Button variant="secondary" onClick={() => dispatch({ type: 'finish' })}>
                <Flag className="h-4 w-4" aria-hidden /> Finish
              </Button>
            </div>
          </form>

          <section aria-labelledby="ideas-heading" className={card}>
            <h2 id="ideas-heading" className="mb-3 text-lg font-semibold">
              Ideas so far
            </h2>
            {state.ideas.length === 0 ? (
              <p className="text-sm text-slate-500 dark:text-slate-400">No ideas yet — type your first one above.</p>
            ) : (
              <ol className="space-y-2">
                {[...state.ideas].reverse().map((idea) => (
                  <li
                    key={idea.id}
                    className="flex items-start justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60"
                  >
                    <div className="min-w-0">
                      <p className="break-words text-sm">{idea.text}</p>
                      {idea.keywords.length > 0 && (
                        <ul className="mt-1 flex flex-wrap gap-1" aria-label="Keywords used">
                          {idea.keywords.map((keyword) => (
                            <li
                              key={keyword}
                              className={`rounded px-1.5 py-0.5 text-xs ${colorClasses[state.prompt?.color ?? DEFAULT_PROMPT_COLOR].chip}`}
                            >
                              {keyword}
                            </li>
                          ))}
                        </ul>
                      )}
                    </div>
                    <span className="shrink-0 rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
                      +{idea.points}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}

      {state.phase === 'finished' && (
        <div className={`${card} text-center`}>
          <span className="mx-auto mb-4 inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br from-amber-400 to-orange-500 text-white">
            <Sparkles className="h-7 w-7" aria-hidden />
          </span>
          <h2 className="text-2xl font-bold">Brainstorming Complete!</h2>
          {state.prompt && (
            <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
              {state.prompt.category} · {state.prompt.title}
            </p>
          )}
          <dl className="mx-auto mt-6 grid max-w-xl grid-cols-3 gap-3">
            {[
              { label: 'Total Ideas', value: state.ideas.length, testId: 'ideastorm-total-ideas' },
              { label: 'Total Points', value: state.score, testId: 'ideastorm-total-points' },
              {
                label: 'Average Quality',
                value: averageQuality(state.score, state.ideas.length),
                testId: 'ideastorm-average',
              },
            ].map((stat) => (
              <div key={stat.label} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
                <dt className="text-xs text-slate-500 dark:text-slate-400">{stat.label}</dt>
                <dd className="text-2xl font-bold tabular-nums" data-testid={stat.testId}>
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="top-ideas-heading" className="mx-auto mt-8 max-w-xl text-left">
            <h3 id="top-ideas-heading" className="mb-3 inline-flex items-center gap-2 font-semibold">
              <Medal className="h-5 w-5 text-amber-500" aria-hidden /> Top Ideas
            </h3>
            {state.ideas.length === 0 ? (
              <p className="text-sm text-slate-500 dark:text-slate-400">No ideas this round — try another challenge.</p>
            ) : (
              <ol className="space-y-2">
                {topIdeas(state.ideas).map((idea, index) => (
                  <li key={idea.id} className="flex items-start gap-3 rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
                    <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-indigo-500/15 text-xs font-bold text-indigo-700 dark:text-indigo-300">
                      {index + 1}
                    </span>
                    <p className="min-w-0 flex-1 break-words text-sm">{idea.text}</p>
                    <span className="shrink-0 text-sm font-semibold text-emerald-700 dark:text-emerald-400">
                      {idea.points} pts
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <Button size="lg" className="mt-8" onClick={start}>
            <RefreshCw className="h-5 w-5" aria-hidden /> New Challenge
          </Button>
        </div>
      )}
    </section>
  );
}
