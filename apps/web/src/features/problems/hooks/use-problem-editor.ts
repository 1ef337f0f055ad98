import type { JudgeLanguage, ProblemDetail } from '@codingkaro/contracts';
import { useCallback, useState } from 'react';
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

  const save = useCallback(
    (lang: JudgeLanguage, next: string) => {
      setBuffer({ key: `${problem._id}:${lang}`, code: next });
      writeDraft(problem._id, lang, next === starterCodeFor(problem, lang) ? null : next);
    },
    [problem],
  );

  const setCode = useCallback((next: string) => save(language, next), [save, language]);

  const changeLanguage = useCallback((next: JudgeLanguage) => {
    setLanguage(next);
    writePreferredLanguage(next);
  }, []);

  const resetToStarter = useCallback(() => {
    writeDraft(problem._id, language, null);
    setBuffer({ key, code: starterCodeFor(problem, language) });
  }, [problem, language, key]);

  const loadCode = useCallback(
    (lang: JudgeLanguage, next: string) => {
      changeLanguage(lang);
      save(lang, next);
    },
    [changeLanguage, save],
  );

  return { language, code, setCode, changeLanguage, resetToStarter, loadCode };
}
