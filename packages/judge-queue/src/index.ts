export { createConfiguredRunner, type RunnerSettings } from './configured-runner';
export { CRASH_DETECTION_DEFAULTS, executeDeadlineMs, formatDeadlineMs } from './job-deadlines';
export { DEFAULT_QUEUE_NAME, DEFAULT_QUEUE_PREFIX, POISON_JOB_MESSAGE } from './job-protocol';
export { type JudgeWorker, type JudgeWorkerOptions, startJudgeWorker } from './judge-worker';
export { queueSettingsFrom, type RunnerQueueSettings, runnerQueueEnv } from './queue-env';
export { JudgeQueueBusyError, JudgeQueueUnavailableError } from './queue-errors';
// the queue client (BullMQ) is not re-exported here: the server loads it on demand (createConfiguredRunner),
// so a server without RUNNER_QUEUE_URL never loads BullMQ; import it from './queue-runner' directly.
export { loadWorkerConfig, type WorkerConfig, WorkerConfigError } from './worker-config';
