import type { JudgeLanguage, ProblemDetail } from '@codingkaro/contracts';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { readDraft, readPreferredLanguage, writeDraft, writePreferredLanguage } from '../lib/code-drafts';
import { CODE_TEMPLATES } from '../lib/code-templates';

/** The problem's starter code for a language, else the built-in template. */
export const starterCodeFor = (problem: ProblemDetail, language: JudgeLanguage) =>
  problem.starterCode[language] ?? CODE_TEMPLATES[language];

/** What the editor opens with: the saved draft, else the starter code, else the template. */
export const initialCodeFor = (problem: ProblemDetail, language: JudgeLanguage) =>
  readDraft(problem._id, language) ?? starterCodeFor(problem, language);

export interface ProblemEditor {
  language: JudgeLanguage;
  code: string;
  setCode(code: string): void;
  changeLanguage(language: JudgeLanguage): void;
  resetToStarter(): void;
  loadCode(language: JudgeLanguage, code: string): void;
  /**
   * The language and code as the learner has them now, an edit React has not rendered yet included.
   * `code` is the last render's: an editor's change is rendered in a later task, and a shortcut pressed
   * before it (CI saw Ctrl+Shift+Enter right after typing) would judge the code from before the edit.
   */
  current(): { language: JudgeLanguage; code: string };
}

/** Language and code for a problem; every edit is kept as a draft per problem and language. */
export function useProblemEditor(problem: ProblemDetail): ProblemEditor {
  const [language, setLanguage] = useState<JudgeLanguage>(readPreferredLanguage);
  const key = `${problem._id}:${language}`;
  const [buffer, setBuffer] = useState(() => ({ key, code: initialCodeFor(problem, language) }));

  // A new problem or language: open its draft (adjusting state while rendering, React's pattern).
  let code = buffer.code;
  if (buffer.key !== key) {
    code = initialCodeFor(problem, language);
    setBuffer({ key, code });
  }

  // Every edit, reset and load writes here at once; a new problem or language's draft, opened while
  // rendering, comes in once that render commits (before any later input event).
  const latest = useRef({ key, language, code });
  useLayoutEffect(() => {
    if (latest.current.key !== key) latest.current = { key, language, code };
  }, [key, language, code]);

  const save = useCallback(
    (lang: JudgeLanguage, next: string) => {
      const entry = `${problem._id}:${lang}`;
      latest.current = { key: entry, language: lang, code: next };
      setBuffer({ key: entry, code: next });
      writeDraft(problem._id, lang, next === starterCodeFor(problem, lang) ? null : next);
    },
    [problem],
  );

  const setCode = useCallback((next: string) => save(language, next), [save, language]);

  const changeLanguage = useCallback((next: JudgeLanguage) => {
    setLanguage(next);
    writePreferredLanguage(next);
  }, []);

  // the starter code is saved as no draft at all
  const resetToStarter = useCallback(() => save(language, starterCodeFor(problem, language)), [save, problem, language]);

  const loadCode = useCallback(
    (lang: JudgeLanguage, next: string) => {
      changeLanguage(lang);
      save(lang, next);
    },
    [changeLanguage, save],
  );

  const current = useCallback(() => ({ language: latest.current.language, code: latest.current.code }), []);

  return { language, code, setCode, changeLanguage, resetToStarter, loadCode, current };
}
