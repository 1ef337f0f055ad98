import type { EditorLanguage } from './code-editor-types';

/**
 * A light tokenizer for the static preview (deferred-editor.tsx): comments, strings, numbers and
 * keywords, in the colours of the editor's themes, so the starter code shows highlighted at first
 * paint, before CodeMirror and its grammars load. It only colours; it never changes the text.
 */
export type TokenKind = 'keyword' | 'string' | 'comment' | 'number';
export interface Token {
  text: string;
  kind: TokenKind | null;
}

/** Colours of the finished editor: CodeMirror's default highlight style (light) and One Dark (dark). */
export const TOKEN_COLORS: Record<'light' | 'dark', Record<TokenKind, string>> = {
  light: { keyword: '#708', string: '#a11', comment: '#940', number: '#164' },
  dark: { keyword: '#c678dd', string: '#98c379', comment: '#7d8799', number: '#e5c07b' },
};

const C_LIKE = 'if else for while do return break continue switch case default new true false';
const KEYWORDS: Record<EditorLanguage, string> = {
  python:
    'def class return if elif else for while in not and or is None True False import from as with try except finally raise pass break continue lambda yield global nonlocal assert del async await',
  javascript: `${C_LIKE} const let var function of class extends import export from try catch finally throw typeof instanceof null undefined this async await yield`,
  typescript: `${C_LIKE} const let var function of class extends import export from try catch finally throw typeof instanceof null undefined this async await yield interface type enum implements public private readonly number string boolean`,
  java: `${C_LIKE} public private protected class static void int long double float boolean char byte short import package extends implements interface try catch finally throw throws null this final abstract super`,
  cpp: `${C_LIKE} int long double float char bool void class struct public private protected using namespace const auto nullptr delete template typename static unsigned sizeof`,
  c: `${C_LIKE} int long double float char void struct const static unsigned sizeof typedef NULL`,
  go: `${C_LIKE} func package import var const type struct map chan go defer select range nil interface int string bool`,
  rust: 'fn let mut pub struct enum impl trait use mod return if else for while loop match in as ref self Self true false break continue',
  php: `${C_LIKE} function foreach echo class public private protected static array null as`,
  ruby: 'def end class module if elsif else unless while until for in do return nil true false self break next yield',
};

const HASH_COMMENTS = new Set<EditorLanguage>(['python', 'ruby', 'php']);
const SLASH_COMMENTS = new Set<EditorLanguage>(['javascript', 'typescript', 'java', 'cpp', 'c', 'go', 'rust', 'php']);

const patterns = new Map<EditorLanguage, RegExp>();
function patternFor(language: EditorLanguage): RegExp {
  let pattern = patterns.get(language);
  if (!pattern) {
    const comments = [
      SLASH_COMMENTS.has(language) ? String.raw`\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)` : null,
      HASH_COMMENTS.has(language) ? '#[^\\n]*' : null,
    ].filter(Boolean);
    const strings = String.raw`"(?:[^"\\\n]|\\.)*"?|'(?:[^'\\\n]|\\.)*'?${language === 'javascript' || language === 'typescript' || language === 'go' ? '|`[^`]*`?' : ''}`;
    const preprocessor = language === 'cpp' || language === 'c' ? '|#\\s*\\w+' : '';
    pattern = new RegExp(
      `(${comments.join('|') || '(?!)'})|(${strings})|(\\b\\d[\\w.]*)|(\\b(?:${KEYWORDS[language].split(' ').join('|')})\\b${preprocessor})`,
      'g',
    );
    patterns.set(language, pattern);
  }
  return pattern;
}

/** The text cut into tokens; joined back, they give the text unchanged. */
export function tokenize(text: string, language: EditorLanguage): Token[] {
  const tokens: Token[] = [];
  const pattern = patternFor(language);
  pattern.lastIndex = 0;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match[0] === '') {
      pattern.lastIndex++;
      continue;
    }
    if (match.index > last) tokens.push({ text: text.slice(last, match.index), kind: null });
    const kind: TokenKind = match[1] ? 'comment' : match[2] ? 'string' : match[3] ? 'number' : 'keyword';
    tokens.push({ text: match[0], kind });
    last = match.index + match[0].length;
  }
  if (last < text.length) tokens.push({ text: text.slice(last), kind: null });
  return tokens;
}
