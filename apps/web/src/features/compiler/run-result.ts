import type { ExecuteResponse } from '@codingkaro/contracts';

/** Spec 4 "Compiler": ready, running, then success or error. */
export type RunStatus = 'ready' | 'running' | 'success' | 'error';

export const STATUS_LABELS: Record<RunStatus, string> = {
  ready: 'Ready',
  running: 'Running',
  success: 'Success',
  error: 'Error',
};

export const NO_OUTPUT = 'No output';
export const CONNECTION_HINT = 'Please check your internet connection or try again later.';

const compileFailed = (response: ExecuteResponse) => response.compile !== undefined && response.compile.status !== null;

/** Success only when the program compiled, wrote nothing to stderr and exited with 0. */
export function deriveStatus(response: ExecuteResponse): 'success' | 'error' {
  if (compileFailed(response)) return 'error';
  const { run } = response;
  return run.stderr === '' && run.code === 0 && run.status === null ? 'success' : 'error';
}

const joinLines = (...parts: string[]) =>
  parts.filter(Boolean).reduce((text, part) => (text === '' || text.endsWith('\n') ? text + part : `${text}\n${part}`), '');

/** How the program ended when it did not end well on its own: a non-zero exit code or a signal. */
function exitLine(run: ExecuteResponse['run']): string {
  if (run.code !== null && run.code !== 0) return `[Program exited with code ${run.code}]`;
  if (run.signal) return `[Program was stopped by ${run.signal}]`;
  return '';
}

/**
 * What the output panel shows: the compiler's errors when compilation failed, else the program's
 * stdout and stderr in the order they were written, plus why the runner stopped it (time limit,
 * memory, output size) or how it ended (a non-zero exit code, a signal); 'No output' when there is
 * nothing at all.
 */
export function outputText(response: ExecuteResponse): string {
  if (compileFailed(response) && response.compile) {
    const { compile } = response;
    return (
      joinLines(compile.output || `${compile.stdout}${compile.stderr}`, compile.status === 'RE' ? '' : (compile.message ?? '')) ||
      NO_OUTPUT
    );
  }
  const { run } = response;
  const text = run.output || `${run.stdout}${run.stderr}`;
  const stopped = run.status !== null && run.status !== 'RE' && run.message ? `[${run.message}]` : '';
  return joinLines(text, stopped || exitLine(run)) || NO_OUTPUT;
}

/** Output for a request that failed (network, 4xx/5xx): spec 8 "Compiler request failure". */
export const requestFailureText = (message: string) => `Error: ${message}\n${CONNECTION_HINT}`;
