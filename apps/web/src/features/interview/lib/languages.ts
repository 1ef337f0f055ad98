import type { CompilerLanguage } from '@codingkaro/contracts';

/** The selector's names of the compiler's languages (the room runs code through the compiler's runner). */
export const ROOM_LANGUAGE_LABELS: Record<CompilerLanguage, string> = {
  javascript: 'JavaScript',
  python: 'Python',
  java: 'Java',
  cpp: 'C++',
  c: 'C',
  go: 'Go',
  rust: 'Rust',
  typescript: 'TypeScript',
  php: 'PHP',
  ruby: 'Ruby',
};
