/**
 * The judge reports positions in the user's code as "Line 5: Char 9: error: …" (compilers) or
 * "Line 3" (Python tracebacks). These helpers find them, to mark the lines and to link to them.
 */

const LINE_REF = /\bLine (\d+)\b/g;
/** What follows a reference when it is not an error: compiler warnings and notes. */
const NOT_AN_ERROR = /^(?:: Char \d+)?: (?:warning|note)\b/i;

/** The 1-based lines an error message points at, in order, without duplicates (warnings and notes left out). */
export function errorLines(text: string): number[] {
  const lines: number[] = [];
  for (const match of text.matchAll(LINE_REF)) {
    const start = match.index ?? 0;
    const end = text.indexOf('\n', start);
    const rest = text.slice(start + match[0].length, end === -1 ? undefined : end);
    const line = Number(match[1]);
    if (line >= 1 && !NOT_AN_ERROR.test(rest) && !lines.includes(line)) lines.push(line);
  }
  return lines;
}

export type TextPart = string | { line: number; text: string };

/** The message cut into plain text and "Line N" references. */
export function splitLineRefs(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINE_REF)) {
    const start = match.index ?? 0;
    const line = Number(match[1]);
    if (line < 1) continue;
    if (start > last) parts.push(text.slice(last, start));
    parts.push({ line, text: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
