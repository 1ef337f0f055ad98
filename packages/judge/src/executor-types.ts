// Mirror of @codingkaro/runner's public types. Later these will be imported from @codingkaro/runner.
export type RunnerLanguage = 'javascript' | 'python' | 'java' | 'cpp' | 'c' | 'go' | 'rust' | 'typescript' | 'php' | 'ruby';

export type LanguageId = RunnerLanguage;

export interface ExecuteFile {
  name?: string;
  content: string;
}

export interface ExecuteRequest {
  language: RunnerLanguage;
  version?: string;
  files: ExecuteFile[];
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
  language: RunnerLanguage;
  version: string;
  compile?: StageResult;
  /** absent when compilation failed */
  run?: StageResult;
}

export interface Executor {
  execute(req: ExecuteRequest): Promise<ExecuteResult>;
}
