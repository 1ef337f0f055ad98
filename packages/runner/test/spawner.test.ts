import { rmSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunner, LANGUAGES } from '../src/index';
import { ensureHelper } from '../src/sandbox/helper';
import { DirectSpawner, type SandboxProcess, type Spawner, Zygote } from '../src/sandbox/spawner';
import { leftoverCgroups, sandboxProcesses, tempCacheDir } from './helpers';

const cacheDir = tempCacheDir('spawner');
let helper = '';
let zygote: Zygote;

beforeAll(async () => {
  helper = await ensureHelper(`${cacheDir}/bin`);
  zygote = await Zygote.start(helper, []);
});

afterAll(() => {
  zygote?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

function collect(s: Readable): Promise<string> {
  return new Promise((resolve) => {
    let out = '';
    s.setEncoding('utf8');
    s.on('data', (c: string) => {
      out += c;
    });
    s.on('close', () => resolve(out));
  });
}

async function roundTrip(p: SandboxProcess) {
  p.stdin.on('error', () => {}); // EPIPE when the process exits without reading
  p.control?.on('error', () => {});
  const [stdout, stderr, report] = [collect(p.stdout), collect(p.stderr), collect(p.report)];
  p.stdin.end('from stdin\n');
  const exit = await p.exited;
  return { stdout: await stdout, stderr: await stderr, report: await report, exit, alive: p.alive };
}

const SCRIPT = 'cat; echo err >&2; echo rep >&3; [ -e /proc/self/fd/4 ] && head -c 3 <&4; ls /proc/self/fd | wc -l; exit 3';

describe.each([
  ['zygote', () => zygote as Spawner],
  ['direct', () => new DirectSpawner(helper, []) as Spawner],
])('%s spawner', (_name, spawner) => {
  it('connects fds 0-3 (and 4 in control mode) to the supervisor and reports the exit code', async () => {
    const plain = await roundTrip(await spawner().launch(['/bin/sh', '-c', SCRIPT], false));
    // nothing but fds 0-3 is inherited, even what the test process holds without close-on-exec
    // (ls adds one for the directory it reads)
    expect(plain).toEqual({ stdout: 'from stdin\n5\n', stderr: 'err\n', report: 'rep\n', exit: { code: 3 }, alive: false });
    const p = await spawner().launch(['/bin/sh', '-c', SCRIPT], true);
    p.control?.on('error', () => {});
    p.control?.end('ctl');
    const ctl = await roundTrip(p);
    expect(ctl.stdout).toBe('from stdin\nctl6\n');
  });

  it('starts each process in its own session: killing the group kills what it forked', async () => {
    const p = await spawner().launch(['/bin/sh', '-c', 'sleep 30 & sleep 30; echo never'], false);
    const out = collect(p.stdout);
    expect(p.alive).toBe(true);
    process.kill(-p.pid!, 'SIGKILL');
    expect(await p.exited).toEqual({ code: null });
    expect(await out).toBe(''); // the background sleep held stdout too: it is gone as well
  });
});

describe('zygote', () => {
  it('reports a failed start and keeps serving', async () => {
    await expect(zygote.launch(['/nonexistent/bwrap'], false)).rejects.toThrow(/errno 2\b/);
    expect((await roundTrip(await zygote.launch(['/bin/true'], false))).exit).toEqual({ code: 0 });
  });

  it('takes its running processes down when it dies, and refuses new ones', async () => {
    const z = await Zygote.start(helper, []);
    const p = await z.launch(['/bin/sh', '-c', 'exec sleep 30'], false);
    const out = collect(p.stdout);
    z.close();
    const exit = await p.exited;
    expect(exit.code).toBeNull();
    expect(exit.error?.message).toMatch(/zygote/);
    await out;
    await expect(z.launch(['/bin/true'], false)).rejects.toThrow(/zygote/);
  });
});

describe('runner without zygotes (CODINGKARO_RUNNER_NO_ZYGOTE=1)', () => {
  const dir = tempCacheDir('spawner-direct');
  let runner: ReturnType<typeof createRunner>;
  beforeAll(async () => {
    process.env.CODINGKARO_RUNNER_NO_ZYGOTE = '1';
    try {
      runner = createRunner({ cacheDir: dir, poolSize: 1 });
      await runner.runtimes(); // start-up reads the variable
    } finally {
      delete process.env.CODINGKARO_RUNNER_NO_ZYGOTE;
    }
  });
  afterAll(async () => {
    await runner.close();
    expect(sandboxProcesses([dir])).toEqual([]);
    expect(leftoverCgroups()).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs, compiles and enforces the wall clock the same way', async () => {
    const echo = await runner.execute({
      language: 'python',
      files: [{ content: LANGUAGES.python.samples.echoStdin }],
      stdin: 'x\n',
    });
    expect(echo.run).toMatchObject({ status: null, stdout: 'x\n' });
    const cpp = await runner.execute({ language: 'cpp', files: [{ content: LANGUAGES.cpp.samples.hello }] });
    expect(cpp.run).toMatchObject({ status: null, stdout: 'Hello, World!\n' });
    const slow = await runner.execute({
      language: 'python',
      files: [{ content: 'import time\ntime.sleep(5)\n' }],
      runTimeoutMs: 500,
    });
    expect(slow.run?.status).toBe('TO');
    // no zygote process: the runner forks sandboxes itself
    expect(sandboxProcesses([dir]).filter((p) => p.includes('--zygote'))).toEqual([]);
  });
});
