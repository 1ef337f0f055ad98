import {
  INTERVIEW_COMMENTS_MAX,
  INTERVIEW_SCORE_LABELS,
  INTERVIEW_SCORE_MEANINGS,
  INTERVIEW_SCORE_SKILLS,
  type InterviewScorecard,
  type InterviewScoreSkill,
} from '@codingkaro/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSaveScorecard } from '../api/interview-api';

const SCORES = [1, 2, 3, 4] as const;

/** A scorecard as the candidate (and the interviewer) reads it. */
export function ScorecardView({ scorecard }: { scorecard: InterviewScorecard }) {
  return (
    <div className="space-y-2 text-sm" data-testid="scorecard">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {INTERVIEW_SCORE_SKILLS.map((skill) => {
          const score = scorecard[skill] as 1 | 2 | 3 | 4;
          return (
            <div key={skill} className="contents">
              <dt className="text-slate-600 dark:text-slate-400">{INTERVIEW_SCORE_LABELS[skill]}</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">
                {score} / 4{' '}
                <span className="font-normal text-slate-600 dark:text-slate-400">· {INTERVIEW_SCORE_MEANINGS[score]}</span>
              </dd>
            </div>
          );
        })}
      </dl>
      {scorecard.comments && (
        <p className="whitespace-pre-wrap break-words text-slate-700 dark:text-slate-300">{scorecard.comments}</p>
      )}
    </div>
  );
}

type Scores = Record<InterviewScoreSkill, number | null>;

/** The interviewer's scorecard at the end: 1-4 per skill and comments; the first save emails the candidate. */
export function ScorecardForm({
  roomId,
  saved,
  hasCandidate,
}: {
  roomId: string;
  saved: InterviewScorecard | null;
  hasCandidate: boolean;
}) {
  const [scores, setScores] = useState<Scores>(() => ({
    problemSolving: saved?.problemSolving ?? null,
    codeQuality: saved?.codeQuality ?? null,
    communication: saved?.communication ?? null,
    testing: saved?.testing ?? null,
  }));
  const [comments, setComments] = useState(saved?.comments ?? '');
  const save = useSaveScorecard(roomId);
  if (!hasCandidate) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">The scorecard opens once a candidate has joined.</p>;
  }
  const complete = INTERVIEW_SCORE_SKILLS.every((skill) => scores[skill] !== null);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!complete) return notify.error('Give every skill a score from 1 to 4.');
    save.mutate(
      {
        problemSolving: scores.problemSolving as number,
        codeQuality: scores.codeQuality as number,
        communication: scores.communication as number,
        testing: scores.testing as number,
        comments,
      },
      {
        onSuccess: () => notify.success(saved ? 'Scorecard updated.' : 'Scorecard sent to the candidate.'),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="space-y-3 text-sm" aria-label="Scorecard">
      {INTERVIEW_SCORE_SKILLS.map((skill) => (
        <fieldset key={skill} className="flex flex-wrap items-center justify-between gap-2">
          <legend className="float-left text-slate-700 dark:text-slate-300">{INTERVIEW_SCORE_LABELS[skill]}</legend>
          <div className="flex gap-1">
            {SCORES.map((score) => (
              <label
                key={score}
                title={INTERVIEW_SCORE_MEANINGS[score]}
                className="relative inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-md border border-slate-300 text-sm font-medium has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-600 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500/40 dark:border-slate-700"
              >
                <input
                  type="radio"
                  name={`score-${skill}`}
                  value={score}
                  checked={scores[skill] === score}
                  onChange={() => setScores((current) => ({ ...current, [skill]: score }))}
                  className="sr-only"
                  aria-label={`${INTERVIEW_SCORE_LABELS[skill]}: ${score} (${INTERVIEW_SCORE_MEANINGS[score]})`}
                />
                {score}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <label className="block">
        <span className="text-slate-700 dark:text-slate-300">Comments for the candidate</span>
        <textarea
          value={comments}
          maxLength={INTERVIEW_COMMENTS_MAX}
          onChange={(event) => setComments(event.target.value)}
          rows={3}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
      </label>
      <Button type="submit" size="sm" disabled={save.isPending}>
        {saved ? 'Update the scorecard' : 'Send the scorecard'}
      </Button>
    </form>
  );
}
