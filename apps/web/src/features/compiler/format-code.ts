import { formatOnServer } from './api/compiler-api';
import type { CompilerLanguage } from './compiler-languages';
import { LANGUAGES } from './compiler-languages';

/**
 * Prettier and its plugins are loaded only when someone formats JavaScript or TypeScript, and only the
 * parser that language needs: the TypeScript plugin is the largest chunk, and JavaScript never needs it.
 */
async function formatWithPrettier(language: 'javascript' | 'typescript', code: string): Promise<string> {
  const parserPlugin = language === 'typescript' ? import('prettier/plugins/typescript') : import('prettier/plugins/babel');
  const [prettier, estree, parser] = await Promise.all([
    import('prettier/standalone'),
    import('prettier/plugins/estree'),
    parserPlugin,
  ]);
  return prettier.format(code, {
    parser: language === 'typescript' ? 'typescript' : 'babel',
    plugins: [parser, estree],
    tabWidth: 2,
    singleQuote: false,
  });
}

/** Formats in the browser (JS/TS) or on the server (C, C++, Java, Go, Rust). Throws with a readable message. */
export async function formatCode(language: CompilerLanguage, code: string): Promise<string> {
  const kind = LANGUAGES[language].formatter;
  if (kind === 'prettier') return formatWithPrettier(language as 'javascript' | 'typescript', code);
  if (kind === 'server') return formatOnServer({ language, code });
  throw new Error(`No formatter is installed for ${LANGUAGES[language].label}.`);
}
