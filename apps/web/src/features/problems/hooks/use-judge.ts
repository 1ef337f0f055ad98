import type { JudgeLanguage, ProblemDetail, RunProblemResponse, Submission } from '@codingkaro/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { problemKeys } from '../api/problem-keys';
import { useRunProblem } from '../api/run-problem';
import { useSubmitProblem } from '../api/submit-problem';
import type { ProblemEditor } from './use-problem-editor';

/** Spec 9: an Accepted submission reloads the problem after 1 s. */
export const ACCEPTED_RELOAD_MS = 1000;
export const EMPTY_CODE_MESSAGE = 'Please write some code first!';

/** What the problem page's alert dialog shows (spec 8: the empty-code alert and run/submit failures). */
export interface JudgeAlert {
  title: string;
  message: string;
}

/** A run or a submission, with the code it judged (compile errors are marked in that code only). */
export type JudgeResult = ({ kind: 'run'; run: RunProblemResponse } | { kind: 'submit'; submission: Submission }) & {
  code: string;
  language: JudgeLanguage;
};

/** Run and Submit for a problem: results, the login prompt on 401, and the reload after Accepted. */
export function useJudge(problem: ProblemDetail, editor: Pick<ProblemEditor, 'current'>) {
  const queryClient = useQueryClient();
  const runMutation = useRunProblem();
  const submitMutation = useSubmitProblem();
  const [result, setResult] = useState<JudgeResult | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [loginRequired, setLoginRequired] = useState(false);
  const [alert, setAlert] = useState<JudgeAlert | null>(null);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );

  const editorNow = editor.current;
  const busy = runMutation.isPending || submitMutation.isPending;
  // Set when a judgement starts and cleared when it settles. `busy` is the same for rendering, but it
  // waits for a render: a shortcut pressed twice in one frame must judge once.
  const judging = useRef(false);

  const fail = useCallback((error: unknown, title: string, prefix: string) => {
    if (error instanceof ApiError && error.status === 401) setLoginRequired(true);
    else setAlert({ title, message: `${prefix}${errorMessage(error)}` });
  }, []);

  /** The checks Run and Submit share: nothing while busy, an alert for empty code, else open the results panel. */
  const startJudging = useCallback((code: string): boolean => {
    if (judging.current) return false;
    if (!code.trim()) {
      setAlert({ title: 'Nothing to run', message: EMPTY_CODE_MESSAGE });
      return false;
    }
    judging.current = true;
    setPanelOpen(true);
    return true;
  }, []);

  const run = useCallback(
    (customInput?: string) => {
      const { code, language } = editorNow();
      if (!startJudging(code)) return;
      runMutation.mutate(
        { problemId: problem._id, language, code, customInput },
        {
          onSuccess: (run) => setResult({ kind: 'run', run, code, language }),
          onError: (error) => fail(error, 'Could not run your code', 'Error running code: '),
          onSettled: () => {
            judging.current = false;
          },
        },
      );
    },
    [startJudging, editorNow, problem._id, runMutation, fail],
  );

  const submit = useCallback(() => {
    const { code, language } = editorNow();
    if (!startJudging(code)) return;
    submitMutation.mutate(
      { problemId: problem._id, language, code },
      {
        onSuccess: (submission) => {
          setResult({ kind: 'submit', submission, code, language });
          void queryClient.invalidateQueries({ queryKey: problemKeys.submissionsOf(problem.slug) });
          if (submission.status === 'Accepted') {
            if (reloadTimer.current) clearTimeout(reloadTimer.current);
            reloadTimer.current = setTimeout(() => {
              reloadTimer.current = null;
              void queryClient.invalidateQueries({ queryKey: problemKeys.all });
            }, ACCEPTED_RELOAD_MS);
          }
        },
        onError: (error) => fail(error, 'Could not submit your code', 'Error submitting code: '),
        onSettled: () => {
          judging.current = false;
        },
      },
    );
  }, [startJudging, editorNow, problem._id, problem.slug, submitMutation, queryClient, fail]);

  return {
    run,
    submit,
    busy,
    running: runMutation.isPending,
    submitting: submitMutation.isPending,
    result,
    panelOpen,
    setPanelOpen,
    loginRequired,
    closeLogin: useCallback(() => setLoginRequired(false), []),
    alert,
    closeAlert: useCallback(() => setAlert(null), []),
  };
}
