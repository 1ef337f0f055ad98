import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';

/**
 * The abort signal of the start-up build (precompiled header, class-data archive...) the current call belongs to.
 * The runner starts each language's `accelerate` inside `withStartupBuildSignal`, so every host tool the build
 * runs, however deep in the build's helpers, is stopped when the runner closes: a closed runner leaves no compiler
 * writing into its cache directory.
 */
const startupBuildSignal = new AsyncLocalStorage<AbortSignal>();

export function withStartupBuildSignal<T>(signal: AbortSignal, build: () => Promise<T>): Promise<T> {
  return startupBuildSignal.run(signal, build);
}

export interface HostToolOutput {
  ok: boolean;
  stdout: string;
  stderr: string;
}

export interface HostToolOptions {
  cwd: string;
  timeoutMs: number;
  stdin?: string;
  maxBuffer?: number;
}

/**
 * Runs a trusted host tool (a compiler or JVM on system files and our own samples, never submitted code) in a
 * process group of its own. On its time limit or when the start-up build it belongs to is aborted, the whole
 * group is killed, not only the tool: a compiler driver killed alone leaves its back end (cc1plus) running.
 * Resolves once the tool has exited; `ok` is a zero exit within the time limit.
 */
export function runHostTool(cmd: string, args: readonly string[], options: HostToolOptions): Promise<HostToolOutput> {
  const signal = startupBuildSignal.getStore();
  const maxBuffer = options.maxBuffer ?? 64 << 20;
  return new Promise((resolve) => {
    let stopped = false;
    let settled = false;
    let stdout = '';
    let stderr = '';
    // execFile drops `detached`: spawn starts the tool as the leader of a new process group
    const child = spawn(cmd, args, {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8' },
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    function stop() {
      stopped = true;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    function finish(ok: boolean) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      const output = { ok: ok && !stopped, stdout, stderr };
      if (stopped && child.pid) void groupGone(child.pid).then(() => resolve(output));
      else resolve(output);
    }
    const collect = (append: (chunk: string) => void) => (chunk: string) => {
      if (stdout.length + stderr.length + chunk.length > maxBuffer) stop();
      else append(chunk);
    };
    child.stdout.setEncoding('utf8').on(
      'data',
      collect((chunk) => {
        stdout += chunk;
      }),
    );
    child.stderr.setEncoding('utf8').on(
      'data',
      collect((chunk) => {
        stderr += chunk;
      }),
    );
    child.on('error', () => finish(false));
    child.on('close', (code) => finish(code === 0));
    const timer = setTimeout(stop, options.timeoutMs);
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
    child.stdin.on('error', () => {});
    child.stdin.end(options.stdin ?? '');
  });
}

/** Waits (at most `limitMs`) until no process of the group is left, so a killed build's back end is gone too. */
async function groupGone(groupId: number, limitMs = 2_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    try {
      process.kill(-groupId, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}
