export { createConfiguredRunner, type RunnerSettings } from './configured-runner';
export { CRASH_DETECTION_DEFAULTS, executeDeadlineMs, formatDeadlineMs } from './job-deadlines';
export { DEFAULT_QUEUE_NAME, DEFAULT_QUEUE_PREFIX } from './job-protocol';
export { type JudgeWorker, type JudgeWorkerOptions, startJudgeWorker } from './judge-worker';
export { queueSettingsFrom, type RunnerQueueSettings, runnerQueueEnv } from './queue-env';
export { JudgeQueueBusyError, JudgeQueueUnavailableError } from './queue-errors';
export { createQueueRunner, POISON_JOB_MESSAGE, QUEUE_RUNNER_DEFAULTS, type QueueRunnerOptions } from './queue-runner';
export { loadWorkerConfig, type WorkerConfig, WorkerConfigError } from './worker-config';
