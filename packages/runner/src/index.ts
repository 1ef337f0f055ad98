export { InvalidRequestError, LimitExceededError, QueueFullError, RunnerClosedError, RuntimeUnavailableError } from './errors';
export { LANGUAGE_IDS, LANGUAGES } from './languages/registry';
export { DEFAULT_LIMITS, MIN_MEMORY_BYTES, REQUEST_DEFAULTS } from './limits';
export { createRunner, describeIsolation } from './runner';
/** Builds (once) the native monitor; its `--measure` mode reports peak memory of unsandboxed trusted runs. */
export { ensureHelper as ensureMonitor } from './sandbox/helper';
export { internalError } from './sandbox/launched-sandbox';
export type {
  ExecuteRequest,
  ExecuteResult,
  FormatResult,
  IsolationReport,
  LanguageId,
  Runner,
  RunnerFile,
  RunnerLimits,
  RunnerOptions,
  RuntimeInfo,
  StageResult,
  StageStatus,
} from './types';
