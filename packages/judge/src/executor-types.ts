// Mirror of @codingkaro/runner's public types. Later these will be imported from @codingkaro/runner.
export type RunnerLanguage =
  | 'javascript'
  | 'python'
  | 'java'
  | 'cpp'
  | 'c'
  | 'go'
  | 'rust'
  | 'typescript'
  | 'php'
  | 'ruby';

export interface ExecuteFile {
  name?: string;
  content: string;
}

export interface ExecuteRequest {
  language: RunnerLanguage;
  files: ExecuteFile[];
  stdin?: string;
  compileTimeoutMs?: number;
  runTimeoutMs?: number;
  compileMemoryLimitBytes?: number;
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
