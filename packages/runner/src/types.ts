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

export interface Runner {
  runtimes(): Promise<RuntimeInfo[]>;
  execute(req: ExecuteRequest): Promise<ExecuteResult>;
  format(language: LanguageId, code: string): Promise<FormatResult>;
  limits: RunnerLimits;
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
}
