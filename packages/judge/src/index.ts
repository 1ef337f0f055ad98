export * from './executor-types.js';
export * from './signature.js';
export {
  checkValue,
  checkTestCase,
  formatArgs,
  formatValue,
  valuesEqual,
} from './values.js';
export {
  judge,
  JudgeInfrastructureError,
  starterCode,
  buildProgram,
  parseRunOutput,
  DRIVERS,
  TIME_FACTOR,
  STARTUP_ALLOWANCE_MS,
  DEFAULT_JUDGE_LIMITS,
  type JudgeLimits,
  type Verdict,
  type TestOutcome,
  type JudgeResult,
  type JudgeInput,
} from './judge.js';
export { BareExecutor, type BareExecutorOptions } from './bare-executor.js';
