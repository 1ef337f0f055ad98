import type { JudgeLanguage } from '@codingkaro/contracts';
import { JUDGE_LANGUAGES } from '@codingkaro/contracts';
import { readStorage, writeStorage } from '../../../lib/storage';

/** Drafts of problem code per problem id and language (spec 3, "Local browser storage"). */
export const draftKey = (problemId: string, language: JudgeLanguage) => `problemDraft:${problemId}:${language}`;
export const PREFERRED_LANGUAGE_KEY = 'problemLanguage';

export const readDraft = (problemId: string, language: JudgeLanguage) => readStorage(draftKey(problemId, language));
export const writeDraft = (problemId: string, language: JudgeLanguage, code: string | null) =>
  writeStorage(draftKey(problemId, language), code);

export function readPreferredLanguage(): JudgeLanguage {
  const stored = readStorage(PREFERRED_LANGUAGE_KEY);
  return JUDGE_LANGUAGES.includes(stored as JudgeLanguage) ? (stored as JudgeLanguage) : 'javascript';
}
export const writePreferredLanguage = (language: JudgeLanguage) => writeStorage(PREFERRED_LANGUAGE_KEY, language);
