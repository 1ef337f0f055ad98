import { spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { createRunner } from '../src/index';
import { tempCacheDir } from './helpers';

const cacheDir = tempCacheDir('orphaned-sandbox');

afterAll(() => {
  rmSync(cacheDir, { recursive: true, force: true });
});

const OWN_CGROUPS = `codingkaro-runner-${process.pid}-`;

/** The monitors of idle warm sandboxes (`ck-exec --control`, pid 1 of their namespace) in this process's runners' cgroups. */
function idleMonitors(): number[] {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return (
          readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('/.ck/ck-exec\0--control\0') &&
          readFileSync(`/proc/${pid}/cgroup`, 'utf8').includes(OWN_CGROUPS)
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

it('closes a runner whose warm sandbox left a process holding its pipes after bubblewrap was killed', {
  timeout: 120_000,
}, async ({ skip }) => {
  // bubblewrap's child arms --die-with-parent only after it starts (containers/bubblewrap#633): killed right after its
  // start, a sandbox can leave that child alive, in its own session, with the sandbox's pipes open. Seen under a
  // flake hunt's load: a closing runner waited for such a warm sandbox's pipes for good (javac-server.test.ts, 300 s).
  const runner = createRunner({ cacheDir, poolSize: 1 });
  let holder: ReturnType<typeof spawn> | null = null;
  try {
    const first = await runner.execute({ language: 'python', files: [{ content: 'print(6 * 7)' }] });
    if ((await runner.isolation?.())?.cgroup == null) skip(); // only a run cgroup can find what bubblewrap left behind
    expect(first.run?.stdout).toBe('42\n');
    // the run started a warm sandbox for the next Python request
    let monitor: number | undefined;
    for (let i = 0; i < 600 && monitor === undefined; i++) {
      monitor = idleMonitors()[0];
      if (monitor === undefined) await sleep(50);
    }
    expect(monitor).toBeDefined();

    // The left-behind child, made deterministic: a process outside bubblewrap's process group, in the sandbox's run
    // cgroup, holding the write end of the sandbox's stdout.
    const stdoutPipe = openSync(`/proc/${monitor}/fd/1`, 'w');
    holder = spawn('sleep', ['600'], { stdio: ['ignore', stdoutPipe, 'ignore'], detached: true });
    closeSync(stdoutPipe);
    const holderExit = new Promise<NodeJS.Signals | null>((resolve) => holder?.once('exit', (_code, signal) => resolve(signal)));
    let joined = 0;
    for (const line of readFileSync(`/proc/${monitor}/cgroup`, 'utf8').split('\n')) {
      const [, controllers, dir] = line.split(':');
      if (controllers === undefined || !dir?.includes(OWN_CGROUPS)) continue;
      writeFileSync(path.join('/sys/fs/cgroup', controllers, dir, 'cgroup.procs'), String(holder.pid));
      joined++;
    }
    expect(joined).toBeGreaterThan(0);

    const closed = await Promise.race([
      runner.close().then(() => 'closed'),
      sleep(30_000).then(() => 'still waiting after 30 s'),
    ]);
    expect(closed).toBe('closed');
    expect(await holderExit).toBe('SIGKILL');
    expect(idleMonitors()).toEqual([]);
  } finally {
    if (holder?.pid && holder.exitCode === null && holder.signalCode === null) process.kill(holder.pid, 'SIGKILL');
    await runner.close();
  }
});
