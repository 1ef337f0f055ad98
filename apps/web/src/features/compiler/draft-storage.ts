import { readStorage, writeStorage } from '../../lib/storage';
import { type CompilerLanguage, DEFAULT_LANGUAGE, isCompilerLanguage } from './compiler-languages';

/** The compiler keeps, per language, the code and program input typed last (spec 3, local storage). */
export interface Draft {
  code: string;
  stdin: string;
}

export const LAST_LANGUAGE_KEY = 'compilerLanguage';
export const draftKey = (language: CompilerLanguage) => `compilerDraft:${language}`;

export function loadDraft(language: CompilerLanguage): Draft | null {
  const raw = readStorage(draftKey(language));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') {
      const { code, stdin } = parsed as Record<string, unknown>;
      if (typeof code === 'string') return { code, stdin: typeof stdin === 'string' ? stdin : '' };
    }
  } catch {
    // An unreadable draft is dropped below.
  }
  writeStorage(draftKey(language), null);
  return null;
}

export function saveDraft(language: CompilerLanguage, draft: Draft): void {
  writeStorage(draftKey(language), JSON.stringify({ code: draft.code, stdin: draft.stdin }));
}

export function loadLastLanguage(): CompilerLanguage {
  const stored = readStorage(LAST_LANGUAGE_KEY);
  return isCompilerLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function saveLastLanguage(language: CompilerLanguage): void {
  writeStorage(LAST_LANGUAGE_KEY, language);
}
