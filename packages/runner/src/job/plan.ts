import { InvalidRequestError, LimitExceededError } from '../errors';
import { findLanguage } from '../languages/registry';
import type { LanguageDefinition, PreparedSources } from '../languages/types';
import { type ResolvedLimits, resolveLimits } from '../limits';
import type { ExecuteRequest, RunnerLimits } from '../types';

export const MAX_SOURCE_BYTES = 1024 * 1024;
export const MAX_FILES = 32;
export const MAX_STDIN_BYTES = 16 * 1024 * 1024;
export const MAX_ARGS = 64;

/** A validated request: everything a worker needs, nothing it must re-check. */
export interface ExecutionPlan {
  language: LanguageDefinition;
  version?: string;
  sources: PreparedSources;
  stdin: string;
  args: string[];
  limits: ResolvedLimits;
}

/** Validates synchronously, before the job is queued (so bad requests never take a slot). */
export function planExecution(req: ExecuteRequest, caps: RunnerLimits): ExecutionPlan {
  const language = typeof req?.language === 'string' ? findLanguage(req.language) : null;
  if (!language) throw new InvalidRequestError('language', `unknown language ${JSON.stringify(req?.language)}`);
  if (!Array.isArray(req.files) || req.files.length === 0)
    throw new InvalidRequestError('files', 'at least one file is required');
  if (req.files.length > MAX_FILES) throw new LimitExceededError('files', `at most ${MAX_FILES} files`);
  let total = 0;
  for (const f of req.files) {
    if (typeof f?.content !== 'string') throw new InvalidRequestError('files', 'file content must be a string');
    if (f.name !== undefined && typeof f.name !== 'string') throw new InvalidRequestError('files', 'file name must be a string');
    total += Buffer.byteLength(f.content);
  }
  if (total > MAX_SOURCE_BYTES) throw new LimitExceededError('files', `source is larger than ${MAX_SOURCE_BYTES} bytes`);
  const stdin = req.stdin ?? '';
  if (typeof stdin !== 'string') throw new InvalidRequestError('stdin', 'stdin must be a string');
  if (Buffer.byteLength(stdin) > MAX_STDIN_BYTES)
    throw new LimitExceededError('stdin', `stdin is larger than ${MAX_STDIN_BYTES} bytes`);
  const args = req.args ?? [];
  if (!Array.isArray(args) || args.some((a) => typeof a !== 'string' || a.includes('\0'))) {
    throw new InvalidRequestError('args', 'args must be strings without NUL');
  }
  if (args.length > MAX_ARGS) throw new LimitExceededError('args', `at most ${MAX_ARGS} args`);
  const sources = language.prepare(req.files.map((f) => ({ name: f.name ?? '', content: f.content })));
  const plan: ExecutionPlan = { language, sources, stdin, args, limits: resolveLimits(req, caps) };
  if (req.version !== undefined) plan.version = req.version;
  return plan;
}

/** "*", "", the exact version or a dotted prefix of it ("3.11" for 3.11.7) are accepted. */
export function versionMatches(requested: string | undefined, installed: string): boolean {
  if (requested === undefined || requested === '' || requested === '*' || requested === 'latest') return true;
  return installed === requested || installed.startsWith(`${requested}.`);
}
