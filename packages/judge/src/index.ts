export * from './executor-types.js';
export {
  buildProgram,
  type Checker,
  DEFAULT_JUDGE_LIMITS,
  DRIVERS,
  JudgeInfrastructureError,
  type JudgeInput,
  type JudgeLimits,
  type JudgeResult,
  judge,
  parseRunOutput,
  STARTUP_ALLOWANCE_MS,
  starterCode,
  type TestOutcome,
  TIME_FACTOR,
  type Verdict,
} from './judge.js';
export * from './signature.js';
export {
  checkTestCase,
  checkValue,
  formatArgs,
  formatResult,
  formatValue,
  valuesEqual,
} from './values.js';
