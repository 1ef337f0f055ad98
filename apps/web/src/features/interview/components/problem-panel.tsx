import { DIFFICULTIES, type Difficulty, type InterviewLiveState, PROBLEM_TOPICS } from '@codingkaro/contracts';
import { Eye, Lightbulb, Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DIFFICULTY_BADGE } from '../../../components/ui/difficulty-badge';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useChooseProblem, useProblemSearch, useRevealHint, useRoomPrivate } from '../api/interview-api';
import { PANEL_PROSE } from '../lib/problem-style';

const FIELD =
  'h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

/** The interviewer's search of the library (title, topic, difficulty) and the choice of a problem. */
function ProblemPicker({ roomId, onChosen }: { roomId: string; onChosen: () => void }) {
  const [search, setSearch] = useState('');
  const [difficulty, setDifficulty] = useState<Difficulty | ''>('');
  const [topic, setTopic] = useState('');
  const results = useProblemSearch(search, difficulty, topic, true);
  const choose = useChooseProblem(roomId);
  return (
    <div className="space-y-2" data-testid="problem-picker">
      <div className="flex flex-wrap gap-2">
        <label className="relative min-w-0 flex-1">
          <span className="sr-only">Search problems</span>
          <Search className="pointer-events-none absolute left-2 top-2.5 h-4 w-4 text-slate-400" aria-hidden />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by title"
            className={`${FIELD} w-full pl-8`}
          />
        </label>
        <label>
          <span className="sr-only">Difficulty</span>
          <select value={difficulty} onChange={(event) => setDifficulty(event.target.value as Difficulty | '')} className={FIELD}>
            <option value="">Any difficulty</option>
            {DIFFICULTIES.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">Topic</span>
          <select value={topic} onChange={(event) => setTopic(event.target.value)} className={`${FIELD} max-w-[10rem]`}>
            <option value="">Any topic</option>
            {PROBLEM_TOPICS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {results.isError && <p className="text-sm text-rose-700 dark:text-rose-400">{errorMessage(results.error)}</p>}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {results.data?.problems.map((problem) => (
          <li key={problem.slug} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900 dark:text-slate-100">{problem.title}</span>
              <span className="text-xs text-slate-600 dark:text-slate-400">{problem.difficulty}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400"> · {problem.topics.slice(0, 3).join(', ')}</span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={choose.isPending}
              aria-label={`Choose ${problem.title}`}
              onClick={() =>
                choose.mutate(problem.slug, { onSuccess: onChosen, onError: (error) => notify.error(errorMessage(error)) })
              }
            >
              Choose
            </Button>
          </li>
        ))}
        {results.data && results.data.problems.length === 0 && (
          <li className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">No problem matches.</li>
        )}
      </ul>
    </div>
  );
}

/** What only the interviewer sees: every hint (each can be shown to the candidate) and the editorial. */
function InterviewerNotesOnProblem({ roomId, problemSlug }: { roomId: string; problemSlug: string }) {
  const secret = useRoomPrivate(roomId, problemSlug, true);
  const reveal = useRevealHint(roomId);
  if (!secret.data) return null;
  return (
    <section
      aria-label="Only you see this"
      className="space-y-2 rounded-lg border border-amber-300/60 bg-amber-50/60 p-3 dark:border-amber-800/60 dark:bg-amber-950/20"
    >
      <h3 className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-amber-800 dark:text-amber-300">
        <Eye className="h-3.5 w-3.5" aria-hidden /> Only you see this
      </h3>
      <ol className="space-y-1.5 text-sm">
        {secret.data.hints.map((hint, index) => (
          <li key={hint.text} className="flex items-start justify-between gap-2">
            <span className="text-slate-800 dark:text-slate-200">{hint.text}</span>
            {hint.revealed ? (
              <span className="shrink-0 text-xs text-emerald-700 dark:text-emerald-400">Shown</span>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                className="shrink-0"
                disabled={reveal.isPending}
                aria-label={`Show hint ${index + 1} to the candidate`}
                onClick={() => reveal.mutate(index, { onError: (error) => notify.error(errorMessage(error)) })}
              >
                Show
              </Button>
            )}
          </li>
        ))}
      </ol>
      {secret.data.editorialHtml && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-slate-800 dark:text-slate-200">Editorial</summary>
          {/* Sanitised on the server (rendered from the problem's markdown). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML */}
          <div className={`${PANEL_PROSE} mt-2`} dangerouslySetInnerHTML={{ __html: secret.data.editorialHtml }} />
        </details>
      )}
    </section>
  );
}

/** The room's problem: both see the statement and revealed hints; the interviewer chooses it and sees more. */
export function ProblemPanel({
  roomId,
  live,
  isInterviewer,
}: {
  roomId: string;
  live: InterviewLiveState;
  isInterviewer: boolean;
}) {
  const [picking, setPicking] = useState(false);
  const problem = live.problem;
  return (
    <section aria-label="Problem" className="space-y-3 px-3 py-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">Problem</h2>
        {isInterviewer && problem && (
          <Button size="sm" variant="ghost" onClick={() => setPicking((open) => !open)}>
            {picking ? 'Keep this problem' : 'Change problem'}
          </Button>
        )}
      </div>
      {isInterviewer && (!problem || picking) && <ProblemPicker roomId={roomId} onChosen={() => setPicking(false)} />}
      {!problem && !isInterviewer && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The interviewer has not chosen a problem yet. You can already write and run code together.
        </p>
      )}
      {problem && (
        <article className="space-y-3" data-testid="room-problem">
          <header className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold text-slate-900 dark:text-slate-100">{problem.title}</h3>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${DIFFICULTY_BADGE[problem.difficulty]}`}
            >
              {problem.difficulty}
            </span>
            <span className="text-xs text-slate-500 dark:text-slate-400">{problem.topics.join(', ')}</span>
          </header>
          {/* Sanitised on the server (rendered from the problem's markdown). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML */}
          <div className={PANEL_PROSE} dangerouslySetInnerHTML={{ __html: problem.statementHtml }} />
          {problem.examples.map((example, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: examples are a fixed list; two may share an input
            <section key={index} aria-label={`Example ${index + 1}`} className="text-sm">
              <h4 className="font-semibold">Example {index + 1}</h4>
              <pre className="mt-1 overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs dark:bg-slate-800/60">
                {`Input: ${example.input}\nOutput: ${example.output}${example.explanation ? `\nExplanation: ${example.explanation}` : ''}`}
              </pre>
            </section>
          ))}
          {problem.constraints.length > 0 && (
            <section aria-label="Constraints" className="text-sm">
              <h4 className="font-semibold">Constraints</h4>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 font-mono text-xs">
                {problem.constraints.map((constraint) => (
                  <li key={constraint}>{constraint}</li>
                ))}
              </ul>
            </section>
          )}
        </article>
      )}
      {live.revealedHints.length > 0 && (
        <section aria-label="Hints" className="space-y-1 text-sm">
          <h3 className="flex items-center gap-1.5 font-semibold">
            <Lightbulb className="h-4 w-4 text-amber-500" aria-hidden /> Hints
          </h3>
          <ol className="list-decimal space-y-1 pl-5" data-testid="revealed-hints">
            {live.revealedHints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ol>
        </section>
      )}
      {isInterviewer && problem && <InterviewerNotesOnProblem roomId={roomId} problemSlug={problem.slug} />}
    </section>
  );
}
