export type LanguageId = 'javascript' | 'python' | 'java' | 'cpp' | 'c' | 'go' | 'rust' | 'typescript' | 'php' | 'ruby';

export interface RunnerFile {
  name?: string;
  content: string;
}

export interface ExecuteRequest {
  language: LanguageId;
  version?: string;
  files: RunnerFile[];
  stdin?: string;
  args?: string[];
  /** Wall-clock limit of the compile stage; the CPU limit is the same value. */
  compileTimeoutMs?: number;
  /** Wall-clock limit of the run stage; the CPU limit is the same value. */
  runTimeoutMs?: number;
  /** -1 or undefined = server cap. */
  compileMemoryLimitBytes?: number;
  /** -1 or undefined = server cap. */
  runMemoryLimitBytes?: number;
  outputLimitBytes?: number;
}

export type StageStatus = 'RE' | 'SG' | 'TO' | 'OL' | 'EL' | 'ML' | 'XX' | null;

export interface StageResult {
  stdout: string;
  stderr: string;
  output: string;
  code: number | null;
  signal: string | null;
  status: StageStatus;
  message: string | null;
  cpuTimeMs: number;
  wallTimeMs: number;
  memoryBytes: number | null;
  stdoutTruncated: boolean;
  stderrTruncated: boolean;
  /** compile stages of a language with a quick first compile: which one produced this result */
  tier?: 'quick' | 'full';
}

export interface ExecuteResult {
  language: LanguageId;
  version: string;
  compile?: StageResult;
  /** Absent when the compile stage failed. */
  run?: StageResult;
}

export interface RuntimeInfo {
  language: LanguageId;
  version: string;
  aliases: string[];
  available: boolean;
  compiled: boolean;
  formatter: string | null;
}

export interface RunnerLimits {
  maxCompileTimeoutMs: number;
  maxRunTimeoutMs: number;
  maxMemoryBytes: number;
  maxOutputBytes: number;
}

export type FormatResult = { formatted: string } | { error: string };

/** How strongly sandboxes are confined on this host (logged at start-up). */
export interface IsolationReport {
  /** bubblewrap found (no sandbox = no code runs at all) */
  sandbox: boolean;
  cgroup: 'v2' | 'v1' | null;
  /** memory limited by a cgroup (exact, resident) or only by RLIMIT_AS (virtual) */
  memory: 'cgroup' | 'rlimit';
  /** processes limited by a cgroup, or only by RLIMIT_NPROC (per uid, ignored for root) */
  pids: 'cgroup' | 'rlimit';
  /** a CPU bandwidth limit per sandbox (cgroup v2 cpu.max) */
  cpu: boolean;
  seccomp: boolean;
  /** memory and pids both cgroup-controlled */
  strong: boolean;
  /** weak isolation refused (production without RUNNER_ALLOW_WEAK_ISOLATION=true): no code runs */
  refused: boolean;
  /** one line for the start-up log */
  summary: string;
}

export interface Runner {
  runtimes(): Promise<RuntimeInfo[]>;
  /** in-process runners only (a queue client's workers report their own) */
  isolation?(): Promise<IsolationReport>;
  /** in-process runners only: the worker pool's running and waiting jobs and total wait (for /metrics) */
  stats?(): { active: number; queued: number; started: number; waitSeconds: number };
  /** in-process runners only: what the warm compile servers (Java) did */
  compileServerStats?(): Promise<{ started: number; served: number; fallbacks: number; timeouts: number }>;
  /** queue clients only: jobs waiting and running across every worker (for /metrics) */
  queueDepth?(): Promise<{ waiting: number; active: number }>;
  execute(req: ExecuteRequest): Promise<ExecuteResult>;
  format(language: LanguageId, code: string): Promise<FormatResult>;
  limits: RunnerLimits;
  /** Programs run at once (the in-process pool size); absent when unknown here (a queue's workers). */
  slots?: number;
  close(): Promise<void>;
}

export interface RunnerOptions {
  poolSize?: number;
  queueLimit?: number;
  cacheDir?: string;
  cacheMaxBytes?: number;
  limits?: Partial<RunnerLimits>;
  /** idle pre-started sandboxes kept (at most one per language); 0 disables. Default max(2, poolSize). */
  warmSandboxes?: number;
  /**
   * Compiles wait until their toolchain's start-up artifacts (C++ precompiled header, Java class-data archive) are
   * built. Default false: until then compiles go on without them (benchmarks set it to measure the steady state).
   */
  waitForStartupArtifacts?: boolean;
  /**
   * Warm compile servers per toolchain (Java: a resident javac in a compile sandbox, started at the first Java
   * compile); 0 compiles every time cold. Default min(2, poolSize); `CODINGKARO_RUNNER_NO_JAVAC_SERVER=1` forces 0.
   */
  compileServers?: number;
  /**
   * Run code even when memory and processes are not cgroup-controlled. Default: true except
   * with NODE_ENV=production, where it takes RUNNER_ALLOW_WEAK_ISOLATION=true.
   */
  allowWeakIsolation?: boolean;
}
