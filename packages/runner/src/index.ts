export type {
  ExecuteRequest,
  ExecuteResult,
  FormatResult,
  LanguageId,
  Runner,
  RunnerFile,
  RunnerLimits,
  RunnerOptions,
  RuntimeInfo,
  StageResult,
  StageStatus,
} from './types';
export { InvalidRequestError, LimitExceededError, QueueFullError, RunnerClosedError, RuntimeUnavailableError } from './errors';
export { createRunner } from './runner';
export { DEFAULT_LIMITS, REQUEST_DEFAULTS } from './limits';
export { LANGUAGE_IDS } from './languages/registry';
export { LANGUAGES } from './languages/registry';
