export { InvalidRequestError, LimitExceededError, QueueFullError, RunnerClosedError, RuntimeUnavailableError } from './errors';
export { CPP_FLAGS } from './languages/cpp';
export { CPP_RUNTIME_TYPES, cppRuntimeInclude } from './languages/cpp/judge-runtime';
export { LANGUAGE_IDS, LANGUAGES } from './languages/registry';
/** How each language is built and run; the judge's unsandboxed content checker reads them too. */
export type { LanguageDefinition, PreparedSources, StageContext, Toolchain } from './languages/types';
export { DEFAULT_LIMITS, MIN_MEMORY_BYTES, REQUEST_DEFAULTS, resolveLimits, type StageLimits } from './limits';
export { FairScheduler, type FairSchedulerOptions, OwnerQueueFullError } from './pool/fair-scheduler';
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
