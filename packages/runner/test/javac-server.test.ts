import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunner } from '../src/index';
import { detectToolchains, WORK_ROOT_TAG } from '../src/runner';
import type { ExecuteRequest, Runner } from '../src/types';
import { alive, tempCacheDir } from './helpers';

const warmDir = tempCacheDir('javac-server-warm');
const coldDir = tempCacheDir('javac-server-cold');
// one server, so sequential requests land on the same process
const warm = createRunner({ cacheDir: warmDir, poolSize: 1, waitForStartupArtifacts: true, compileServers: 1 });
const cold = createRunner({ cacheDir: coldDir, poolSize: 1, waitForStartupArtifacts: true, compileServers: 0 });
let haveJava = false;

beforeAll(async () => {
  haveJava = (await detectToolchains()).get('java') != null;
});

afterAll(async () => {
  await warm.close();
  await cold.close();
  rmSync(warmDir, { recursive: true, force: true });
  rmSync(coldDir, { recursive: true, force: true });
});

const stats = (r: Runner) => r.compileServerStats!();
const java = (content: string, extra: Partial<ExecuteRequest> = {}): ExecuteRequest => ({
  language: 'java',
  files: [{ content }],
  ...extra,
});

/** The bubblewrap processes of a runner's javac servers (their /box is under our work root, their classes in its cache). */
function serverSandboxes(cacheDir: string): number[] {
  const out: number[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmd.includes(`ck-runner-${WORK_ROOT_TAG}-`) && cmd.includes(`${cacheDir}/javac-server/`)) out.push(Number(pid));
    } catch {
      /* gone */
    }
  }
  return out;
}

/** `root` and every process below it, by their parents in /proc. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so the fields are read after the last ')'
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone */
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/**
 * Stops a runner's first javac server JVM as soon as it exists, so the server stays mid-start until it is killed.
 * The JVM is the `java` process whose argv names JavacServer. Bubblewrap's argv names it too, and the test once
 * stopped bubblewrap instead: that held the start only while bubblewrap's child waited on it, and stopped between its
 * fork and that child's set-up it left two bubblewrap processes of the server. Polled every 2 ms: the JVM's start and
 * 12 warm-up compiles take seconds of CPU before READY.
 */
async function holdServerStart(cacheDir: string): Promise<number> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    for (const sandbox of serverSandboxes(cacheDir)) {
      for (const pid of processTree(sandbox)) {
        let cmd = '';
        try {
          cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        } catch {
          continue;
        }
        const argv = cmd.split('\0');
        if (path.basename(argv[0] ?? '') === 'java' && argv.includes('JavacServer')) {
          process.kill(pid, 'SIGSTOP');
          return pid;
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error('no javac server JVM started within 120 s');
}

/** Main.class bytes of the compile cache entries of a runner (one entry per distinct program). */
function classFiles(cacheDir: string, name: string): Buffer[] {
  const root = path.join(cacheDir, 'artifacts');
  return readdirSync(root)
    .filter((d) => !d.startsWith('.'))
    .flatMap((d) => {
      try {
        return [readFileSync(path.join(root, d, 'files', name))];
      } catch {
        return [];
      }
    });
}

const BROKEN = `import java.util.*;

public class Main {
  public static void main(String[] args) {
    List<Integer> xs = new ArrayList<>();
    int y = xs.get(0)
    String s = 42;
    undefinedCall(y, "é");
  }
}
`;

describe('warm javac server', () => {
  it('gives the cold javac its diagnostics text, status and line numbers', { timeout: 300_000 }, async ({ skip }) => {
    if (!haveJava) skip();
    const before = await stats(warm);
    const [w, c] = [await warm.execute(java(BROKEN)), await cold.execute(java(BROKEN))];
    expect((await stats(warm)).served).toBe(before.served + 1);
    expect((await stats(cold)).served).toBe(0);
    expect(w.compile?.status).toBe('RE');
    expect(w.compile?.stderr).toMatch(/^Main\.java:6: error: ';' expected$/m);
    for (const k of ['status', 'code', 'signal', 'message', 'stdout', 'stderr', 'output'] as const) {
      expect(w.compile?.[k], k).toEqual(c.compile?.[k]);
    }

    // semantic errors (after a syntax error javac stops at the parser): same text, learner's own lines
    const semantic = BROKEN.replace('xs.get(0)\n', 'xs.get(0);\n');
    const [w2, c2] = [await warm.execute(java(semantic)), await cold.execute(java(semantic))];
    expect(w2.compile?.stderr).toMatch(/^Main\.java:7: error: incompatible types/m);
    expect(w2.compile?.stderr).toMatch(/^Main\.java:8: error: cannot find symbol/m);
    expect(w2.compile?.stderr).toBe(c2.compile?.stderr);
    expect(w2.compile?.code).toBe(c2.compile?.code);
  });

  it('compiles the same class files and the program runs', { timeout: 300_000 }, async ({ skip }) => {
    if (!haveJava) skip();
    const ok = `public class Main {
  public static void main(String[] args) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 3; i++) sb.append(i + ",");
    System.out.println("sum " + (1 + 2) + " " + sb);
  }
}
`;
    const before = await stats(warm);
    const [w, c] = [await warm.execute(java(ok)), await cold.execute(java(ok))];
    expect((await stats(warm)).served).toBe(before.served + 1);
    expect(w.compile?.status, w.compile?.stderr).toBeNull();
    expect(w.compile?.stderr).toBe(c.compile?.stderr);
    expect(w.run?.stdout).toBe('sum 3 0,1,2,\n');
    expect(c.run?.stdout).toBe(w.run?.stdout);
    const warmClasses = classFiles(warmDir, 'Main.class');
    const coldClasses = classFiles(coldDir, 'Main.class');
    expect(warmClasses).toHaveLength(1);
    expect(coldClasses).toHaveLength(1);
    expect(warmClasses[0]!.equals(coldClasses[0]!)).toBe(true);
  });

  it('does not let a request see the previous request’s files', { timeout: 300_000 }, async ({ skip }) => {
    if (!haveJava) skip();
    const before = await stats(warm);
    const first = await warm.execute(
      java('public class Main {\n  public static void main(String[] a) { System.out.println(new SecretA().v); }\n}\n', {
        files: [
          {
            name: 'Main.java',
            content: 'public class Main {\n  public static void main(String[] a) { System.out.println(new SecretA().v); }\n}\n',
          },
          { name: 'SecretA.java', content: 'class SecretA { int v = 7; }\n' },
        ],
      }),
    );
    expect(first.compile?.status, first.compile?.stderr).toBeNull();
    expect(first.run?.stdout).toBe('7\n');
    const second = await warm.execute(
      java('public class Main {\n  public static void main(String[] a) {\n    System.out.println(new SecretA().v);\n  }\n}\n'),
    );
    const after = await stats(warm);
    expect(after.served).toBe(before.served + 2);
    expect(after.started).toBe(before.started); // the same server process answered both
    expect(second.compile?.status).toBe('RE');
    expect(second.compile?.stderr).toMatch(/^Main\.java:3: error: cannot find symbol/m);
    expect(second.compile?.stderr).toContain('class SecretA');
  });

  it('kills and restarts a server whose request runs over the compile time limit', { timeout: 300_000 }, async ({ skip }) => {
    if (!haveJava) skip();
    const methods = Array.from({ length: 3000 }, (_, i) => `  static int m${i}(int x) { return x * ${i} + m${i + 1}(x); }`);
    const big = `public class Main {\n${methods.join('\n')}\n  static int m3000(int x) { return x; }\n  public static void main(String[] a) { System.out.println(m0(1)); }\n}\n`;
    const before = await stats(warm);
    const slow = await warm.execute(java(big, { compileTimeoutMs: 20 }));
    expect(slow.compile?.status).toBe('TO');
    expect(slow.compile?.message).toBe('Time limit exceeded (wall clock)');
    expect(slow.run).toBeUndefined();
    const mid = await stats(warm);
    expect(mid.timeouts).toBe(before.timeouts + 1);
    expect(serverSandboxes(warmDir)).toHaveLength(0); // killed; its replacement starts with the next request

    const next = await warm.execute(
      java('public class Main { public static void main(String[] a) { System.out.println("ok"); } }\n'),
    );
    expect(next.compile?.status, next.compile?.stderr).toBeNull();
    expect(next.run?.stdout).toBe('ok\n');
    const after = await stats(warm);
    expect(after.started).toBe(mid.started + 1);
    expect(after.served).toBe(mid.served + 1);
  });

  it('compiles cold when the request has other compile limits than the server', { timeout: 300_000 }, async ({ skip }) => {
    if (!haveJava) skip();
    const before = await stats(warm);
    const r = await warm.execute(
      java('public class Main { public static void main(String[] a) { System.out.println("small"); } }\n', {
        compileMemoryLimitBytes: 512 * 1024 * 1024,
      }),
    );
    expect(r.run?.stdout).toBe('small\n');
    const after = await stats(warm);
    expect(after.fallbacks).toBe(before.fallbacks + 1);
    expect(after.served).toBe(before.served);
  });

  it('is off with CODINGKARO_RUNNER_NO_JAVAC_SERVER=1 (every compile cold, same results)', { timeout: 300_000 }, async ({
    skip,
  }) => {
    if (!haveJava) skip();
    process.env.CODINGKARO_RUNNER_NO_JAVAC_SERVER = '1';
    // the cold runner's cache dir: its start-up artifacts are built already
    const off = createRunner({ cacheDir: coldDir, poolSize: 1, waitForStartupArtifacts: true });
    try {
      await off.runtimes(); // start-up has read the switch
      delete process.env.CODINGKARO_RUNNER_NO_JAVAC_SERVER;
      const r = await off.execute(java(BROKEN));
      expect(r.compile?.stderr).toMatch(/^Main\.java:6: error: ';' expected$/m);
      expect(await stats(off)).toEqual({ started: 0, served: 0, fallbacks: 0, timeouts: 0 });
    } finally {
      delete process.env.CODINGKARO_RUNNER_NO_JAVAC_SERVER;
      await off.close();
    }
  });

  it('ends its servers when the runner closes', { timeout: 300_000 }, async ({ skip }) => {
    if (!haveJava) skip();
    // shares the warm runner's cache dir (start-up artifacts built), so its server is the one more than the warm one's
    const warmServers = serverSandboxes(warmDir).length;
    const r = createRunner({ cacheDir: warmDir, poolSize: 1, waitForStartupArtifacts: true, compileServers: 1 });
    try {
      const ok = await r.execute(java('public class Main { public static void main(String[] a) { System.out.println(1); } }\n'));
      expect(ok.run?.stdout).toBe('1\n');
      expect((await stats(r)).served).toBe(1);
      expect(serverSandboxes(warmDir)).toHaveLength(warmServers + 1);
    } finally {
      await r.close();
    }
    expect(serverSandboxes(warmDir)).toHaveLength(warmServers);
  });

  it('kills a server still warming up when the runner closes, instead of waiting for it', { timeout: 300_000 }, async ({
    skip,
  }) => {
    if (!haveJava) skip();
    // A runner closing in the middle of a server's start waited for its JVM and warm-up compiles (minutes on a
    // saturated host: the languages suite's afterAll timed out under a flake hunt's CPU burners).
    const dir = tempCacheDir('javac-server-closing');
    const r = createRunner({ cacheDir: dir, poolSize: 1, compileServers: 1 });
    try {
      // the first Java compile builds the server's classes, starts a server in the background and compiles cold
      const hello = r.execute(java('public class Main { public static void main(String[] a) { System.out.println(2); } }\n'));
      // Held mid-start rather than raced: the test once relied on the server's start outlasting one cold compile,
      // and under a flake hunt's load the server was ready first.
      const jvm = await holdServerStart(dir);
      expect((await hello).run?.stdout).toBe('2\n');
      expect(serverSandboxes(dir)).toHaveLength(1);
      expect((await stats(r)).started).toBe(0);
      // the close kills the held start: waiting for it would last until the start's 180 s READY limit
      let timer: NodeJS.Timeout | undefined;
      const closing = await Promise.race([
        r.close().then(() => 'closed'),
        new Promise((resolve) => {
          timer = setTimeout(resolve, 90_000, 'still waiting for the start');
        }),
      ]);
      clearTimeout(timer);
      expect(closing).toBe('closed');
      // closed without becoming ready: killed mid-start (waited for, it would have started and then been stopped)
      expect((await stats(r)).started).toBe(0);
      expect(serverSandboxes(dir)).toEqual([]);
      expect(alive(jvm)).toBe(false); // killed, not left stopped
    } finally {
      await r.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
