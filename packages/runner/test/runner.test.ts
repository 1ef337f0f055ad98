import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createRunner, InvalidRequestError, LimitExceededError, QueueFullError } from '../src/index';
import { tempCacheDir } from './helpers';

const cacheDir = tempCacheDir('runner');
const runner = createRunner({ cacheDir, poolSize: 1, queueLimit: 1, limits: { maxRunTimeoutMs: 5000 } });

afterAll(async () => {
  await runner.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('runner', () => {
  it('exposes its caps', () => {
    expect(runner.limits.maxRunTimeoutMs).toBe(5000);
  });

  it('rejects requests above the caps with LimitExceededError', async () => {
    await expect(runner.execute({ language: 'python', files: [{ content: '' }], runTimeoutMs: 6000 })).rejects.toBeInstanceOf(
      LimitExceededError,
    );
  });

  it('rejects a version that is not installed', async () => {
    await expect(runner.execute({ language: 'python', version: '1.0.0', files: [{ content: '' }] })).rejects.toBeInstanceOf(
      InvalidRequestError,
    );
  });

  it('rejects with QueueFullError when pool and queue are full', async () => {
    const slow = { language: 'python' as const, files: [{ content: 'import time\ntime.sleep(0.5)\n' }] };
    const a = runner.execute(slow);
    const b = runner.execute(slow);
    await expect(runner.execute(slow)).rejects.toBeInstanceOf(QueueFullError);
    const [ra, rb] = await Promise.all([a, b]);
    expect(ra.run?.status).toBeNull();
    expect(rb.run?.status).toBeNull();
  });

  it('compiles once and serves repeated runs from the cache', async () => {
    const src = '#include <stdio.h>\nint main(void){int a,b;if(scanf("%d %d",&a,&b)!=2)return 1;printf("%d\\n",a+b);return 0;}\n';
    const first = await runner.execute({ language: 'c', files: [{ content: src }], stdin: '1 2' });
    expect(first.run?.stdout).toBe('3\n');
    const t0 = performance.now();
    const second = await runner.execute({ language: 'c', files: [{ content: src }], stdin: '40 2' });
    const hitMs = performance.now() - t0;
    expect(second.run?.stdout).toBe('42\n');
    expect(second.compile).toEqual(first.compile); // the cached compile stage
    expect(hitMs).toBeLessThan(first.compile!.wallTimeMs + first.run!.wallTimeMs + 1000);
  });

  it('reports a compile error without a run stage', async () => {
    const res = await runner.execute({ language: 'cpp', files: [{ content: 'int main() { return x; }' }] });
    expect(res.compile?.status).toBe('RE');
    expect(res.compile?.stderr).toMatch(/x/);
    expect(res.run).toBeUndefined();
  });

  it('reports runtime errors, signals, args and multiple files', async () => {
    const re = await runner.execute({
      language: 'python',
      files: [{ content: 'import sys\nprint(sys.argv[1:])\nsys.exit(3)' }],
      args: ['a b', 'c'],
    });
    expect(re.run).toMatchObject({ status: 'RE', code: 3, stdout: "['a b', 'c']\n" });
    const sg = await runner.execute({ language: 'c', files: [{ content: 'int main(void){ volatile int *p = 0; return *p; }' }] });
    expect(sg.run).toMatchObject({ status: 'SG', signal: 'SIGSEGV' });
    const multi = await runner.execute({
      language: 'python',
      files: [
        { content: 'from helper import twice\nprint(twice(21))' },
        { name: 'helper.py', content: 'def twice(x):\n    return 2 * x\n' },
      ],
    });
    expect(multi.run?.stdout).toBe('42\n');
  });

  it('formats code with the installed formatter, refuses JS/TS', async () => {
    const cpp = await runner.format('cpp', 'int main(){return 0;}');
    expect('formatted' in cpp && cpp.formatted).toMatch(/^int main\(\) \{ return 0; \}\n?$/);
    const js = await runner.format('javascript', 'let x=1');
    expect('error' in js && js.error).toMatch(/Prettier/);
    const py = await runner.format('python', 'x=1');
    expect('error' in py).toBe(true);
    const bad = await runner.format('go', 'package main\nfunc main( {');
    expect('error' in bad).toBe(true);
  });
});
