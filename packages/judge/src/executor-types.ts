// The judge runs programs through anything shaped like the sandboxed runner's execute().
import type { ExecuteRequest, ExecuteResult, LanguageId, RunnerFile } from '@codingkaro/runner';

export type { ExecuteRequest, ExecuteResult, LanguageId, StageResult, StageStatus } from '@codingkaro/runner';
export type RunnerLanguage = LanguageId;
export type ExecuteFile = RunnerFile;

export interface Executor {
  execute(req: ExecuteRequest): Promise<ExecuteResult>;
}
