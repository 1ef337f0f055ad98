import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureMonitor } from '../src/index';
import { parseReport } from '../src/sandbox/status';
import { alive, tempCacheDir } from './helpers';

const cacheDir = tempCacheDir('monitor');
let monitor = '';

beforeAll(async () => {
  monitor = await ensureMonitor(`${cacheDir}/bin`);
});

afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

function text(s: Readable | null): Promise<string> {
  return new Promise((resolve) => {
    let out = '';
    s?.on('data', (c: Buffer) => {
      out += c.toString();
    });
    s?.on('close', () => resolve(out));
  });
}

/** `ck-exec --measure 3 -- cmd` as the judge's bare executor runs it (no sandbox). */
async function measure(cmd: string[]) {
  const child = spawn(monitor, ['--measure', '3', '--', ...cmd], { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
  const [stdout, stderr, report] = [text(child.stdout), text(child.stderr), text(child.stdio[3] as Readable)];
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (c, s) => resolve([c, s])),
  );
  return { code, signal, stdout: await stdout, stderr: await stderr, report: parseReport(await report) };
}

describe('ck-exec --measure (unsandboxed runs of trusted programs)', () => {
  it('ends the measured program when its caller dies (a killed test run leaves no program spinning)', async () => {
    // the caller stays a shell (`; :` stops it exec-ing ck-exec); the measured program prints its pid, then sleeps
    const caller = spawn(
      '/bin/sh',
      ['-c', `exec 3>/dev/null; "${monitor}" --measure 3 -- /bin/sh -c 'echo $$; exec sleep 60'; :`],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const pid = await new Promise<number>((resolve) => caller.stdout.once('data', (c: Buffer) => resolve(Number(c.toString()))));
    expect(alive(pid)).toBe(true);
    caller.kill('SIGKILL');
    const deadline = Date.now() + 10_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const survived = alive(pid);
    if (survived) process.kill(pid, 'SIGKILL');
    expect(survived).toBe(false);
  });

  it("reports the program's peak memory and CPU time", async () => {
    const big = await measure(['python3', '-c', 'x = bytearray(96 * 1024 * 1024)\nfor i in range(0, len(x), 4096): x[i] = 1']);
    const small = await measure(['/bin/true']);
    expect(big.code).toBe(0);
    expect(big.report?.maxRssKb).toBeGreaterThanOrEqual(96 * 1024);
    expect(big.report?.maxRssKb).toBeLessThan(400 * 1024);
    expect(big.report?.cpuMs).toBeGreaterThan(0);
    expect(small.report?.maxRssKb).toBeLessThan(16 * 1024);
  });

  it('exits exactly like the program: exit code, signal, missing command', async () => {
    expect(await measure(['/bin/sh', '-c', 'echo out; echo err >&2; exit 3'])).toMatchObject({
      code: 3,
      signal: null,
      stdout: 'out\n',
      stderr: 'err\n',
      report: { exit: 3, signal: 0 },
    });
    expect(await measure(['/bin/sh', '-c', 'kill -SEGV $$'])).toMatchObject({
      code: null,
      signal: 'SIGSEGV',
      report: { signal: 11 },
    });
    const missing = await measure(['/nonexistent/program']);
    expect(missing.code).toBe(127);
    expect(missing.stderr).toMatch(/^ck-exec: cannot execute \/nonexistent\/program/);
  });

  it('does not hand its report fd to the program', async () => {
    const r = await measure(['/bin/sh', '-c', '[ -e /proc/self/fd/3 ] && echo leaked || echo closed']);
    expect(r.stdout).toBe('closed\n');
  });
});
