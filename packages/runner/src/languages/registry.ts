import type { LanguageId } from '../types';
import { c } from './c';
import { cpp } from './cpp';
import { go } from './go';
import { java } from './java';
import { javascript } from './javascript';
import { php } from './php';
import { python } from './python';
import { ruby } from './ruby';
import { rust } from './rust';
import type { LanguageDefinition } from './types';
import { typescript } from './typescript';

export const LANGUAGES: Record<LanguageId, LanguageDefinition> = {
  javascript,
  python,
  java,
  cpp,
  c,
  go,
  rust,
  typescript,
  php,
  ruby,
};

export const LANGUAGE_IDS = Object.keys(LANGUAGES) as LanguageId[];

/** Accepts an id or an alias ("py", "c++", "node"...). */
export function findLanguage(name: string): LanguageDefinition | null {
  const key = name.toLowerCase();
  if (key in LANGUAGES) return LANGUAGES[key as LanguageId];
  return Object.values(LANGUAGES).find((l) => l.aliases.includes(key)) ?? null;
}
