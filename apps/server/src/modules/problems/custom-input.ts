import { checkTestCase, type Signature } from '@codingkaro/judge';
import { badRequest } from '../../lib/app-error';

/** The custom-input box's format for an example: one JSON value per parameter (design: calls, then arguments). */
export function formatCustomInput(args: unknown[]): string {
  return args.map((value) => JSON.stringify(value)).join('\n');
}

function parseLine(line: string, what: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    const shown = line.length > 60 ? `${line.slice(0, 57)}...` : line;
    throw badRequest(`Invalid custom input: ${what} is not a JSON value (${shown}).`);
  }
}

/**
 * Parses the custom-input box: one JSON value per line, one line per parameter, blank lines ignored
 * (design problems: two lines, the call names and their arguments). Throws a 400 AppError that says
 * which line is wrong.
 */
export function parseCustomInput(signature: Signature, text: string): unknown[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (signature.kind === 'design') {
    if (lines.length !== 2) {
      throw badRequest(
        `Invalid custom input: expected 2 lines (the calls, e.g. ["${signature.className}","${signature.methods[0]?.name}"], then their arguments), got ${lines.length}.`,
      );
    }
    const args = [parseLine(lines[0]!, 'line 1 (calls)'), parseLine(lines[1]!, 'line 2 (arguments)')];
    const calls = args[0];
    const expected = Array.isArray(calls) ? calls.map(() => null) : null;
    const errors = checkTestCase(signature, args, expected).filter((e) => !e.startsWith('expected'));
    if (errors.length) throw badRequest(`Invalid custom input: ${errors.join('; ')}.`);
    return args;
  }
  const { params } = signature;
  if (lines.length !== params.length) {
    const names = params.map((p) => p.name).join(', ');
    throw badRequest(
      `Invalid custom input: expected ${params.length} line${params.length === 1 ? '' : 's'} (${names}), one JSON value per line, got ${lines.length}.`,
    );
  }
  const args = params.map((param, i) => parseLine(lines[i]!, `line ${i + 1} (${param.name})`));
  // per parameter in order, as checkTestCase reports them (a node reference such as `p = 5` must name a node)
  const error = checkTestCase(signature, args, null).find((e) => !e.startsWith('expected'));
  if (error) throw badRequest(`Invalid custom input: ${error}.`);
  return args;
}
