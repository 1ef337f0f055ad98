export { createConfiguredRunner, type RunnerSettings } from './configured-runner';
export { executeDeadlineMs, formatDeadlineMs } from './job-deadlines';
export { DEFAULT_QUEUE_NAME, DEFAULT_QUEUE_PREFIX } from './job-protocol';
export { type JudgeWorker, type JudgeWorkerOptions, startJudgeWorker } from './judge-worker';
export { queueSettingsFrom, type RunnerQueueSettings, runnerQueueEnv } from './queue-env';
export { JudgeQueueBusyError, JudgeQueueUnavailableError } from './queue-errors';
export { createQueueRunner, QUEUE_RUNNER_DEFAULTS, type QueueRunnerOptions } from './queue-runner';
export { loadWorkerConfig, type WorkerConfig, WorkerConfigError } from './worker-config';
