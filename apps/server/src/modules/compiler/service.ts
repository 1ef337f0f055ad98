import {
  type CompilerLanguage,
  CompilerLanguageSchema,
  type ExecuteResponse,
  type RuntimesResponse,
  type Snippet,
} from '@codingkaro/contracts';
import type { Runner } from '@codingkaro/runner';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { languageLabel, runnerMissing } from '../../lib/execution-errors';
import type { ExecutionOwner } from '../../lib/execution-gate';
import { executeCode, type ParsedExecuteRequest, toHttpError } from './execute-code';
import type { SnippetRepository } from './snippet-repository';

export interface CompilerServiceDeps {
  /** The runner as this user (or guest IP) sees it; null when code execution is not available. */
  runnerFor: (owner: ExecutionOwner) => Runner | null;
  snippets: SnippetRepository;
  log?: { error(obj: object, msg: string): void };
}

/** Languages the server formats with an installed formatter; JavaScript and TypeScript are formatted in the browser. */
const SERVER_FORMATTED = new Set(['c', 'cpp', 'java', 'go', 'rust']);

/** The online compiler: run, format and share programs. */
/** Runtimes and formatter availability are the same for everyone: asked without an owner's queue. */
const ANYONE: ExecutionOwner = { key: 'runtimes', guest: false };

export function createCompilerService({ runnerFor, snippets, log }: CompilerServiceDeps) {
  const requireRunner = (owner: ExecutionOwner = ANYONE): Runner => {
    const runner = runnerFor(owner);
    if (!runner) throw runnerMissing();
    return runner;
  };

  return {
    async execute(request: ParsedExecuteRequest, owner: ExecutionOwner): Promise<ExecuteResponse> {
      return executeCode(requireRunner(owner), request, (message) =>
        log?.error({ runnerMessage: message, language: request.language }, 'code runner internal error'),
      );
    },

    async runtimes(): Promise<RuntimesResponse> {
      const runtimes = await requireRunner().runtimes();
      return runtimes.map(({ language, version, aliases, available, formatter }) => ({
        language,
        version,
        aliases,
        available,
        formatter,
      }));
    },

    async format(language: CompilerLanguage, code: string, owner: ExecutionOwner): Promise<string> {
      if (language === 'javascript' || language === 'typescript') {
        throw badRequest(`${languageLabel(language)} is formatted in the browser with Prettier, not by the server.`);
      }
      if (!SERVER_FORMATTED.has(language)) throw badRequest(`No formatter is installed for ${languageLabel(language)}.`);
      const available = requireRunner(owner);
      const runtime = (await available.runtimes()).find((r) => r.language === language);
      if (!runtime?.formatter) throw badRequest(`No formatter is installed for ${languageLabel(language)}.`);
      let result: Awaited<ReturnType<Runner['format']>>;
      try {
        result = await available.format(language, code);
      } catch (error) {
        throw toHttpError(error, language);
      }
      if ('error' in result) throw new AppError(422, `Could not format the code: ${result.error}`);
      return result.formatted;
    },

    async share(input: { language: CompilerLanguage; code: string; stdin: string }): Promise<string> {
      return (await snippets.create(input)).id;
    },

    async shared(id: string): Promise<Snippet> {
      const snippet = await snippets.find(id);
      if (!snippet) throw notFound('This shared program does not exist or was removed.');
      return {
        id: snippet.id,
        language: CompilerLanguageSchema.parse(snippet.language),
        code: snippet.code,
        stdin: snippet.stdin,
        createdAt: snippet.createdAt.toISOString(),
      };
    },
  };
}
export type CompilerService = ReturnType<typeof createCompilerService>;
