import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, constants as fsc, openSync } from 'node:fs';
import net from 'node:net';
import type { Readable, Writable } from 'node:stream';

/** Environment bubblewrap runs with (the sandbox's own environment is set with --setenv). */
const LAUNCH_ENV = { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' };

/**
 * A started sandbox process (bubblewrap) as the supervisor sees it: fds 0-3 (and 4, the control
 * pipe of a warm sandbox) are pipes to the supervisor; it leads its own session, so `-pid` is its
 * process group.
 */
export interface SandboxProcess {
  readonly pid: number | undefined;
  readonly stdin: Writable;
  readonly stdout: Readable;
  readonly stderr: Readable;
  readonly report: Readable;
  readonly control: Writable | null;
  /** settles once the process has exited AND stdout/stderr/report are closed */
  readonly exited: Promise<{ code: number | null; error?: Error }>;
  readonly alive: boolean;
}

/** Starts bubblewrap (`argv[0]` is its path) with its fds connected to the supervisor. */
export interface Spawner {
  launch(argv: string[], control: boolean): Promise<SandboxProcess>;
}

/**
 * Starts each sandbox as a child of node: `ck-exec --launch <nfds> <cgroup.procs files> -- bwrap ...`
 * joins the run cgroups, closes any other inherited fd and execs bubblewrap. Costs a fork of the node process (synchronous,
 * 1-10 ms depending on its RSS) and a cgroup migration per sandbox; used when no zygote can run.
 */
export class DirectSpawner implements Spawner {
  constructor(
    private readonly helperPath: string,
    private readonly procsFiles: string[],
    private readonly extraFiles: string[] = [],
  ) {}

  async launch(argv: string[], control: boolean): Promise<SandboxProcess> {
    const nfds = control ? 5 : 4;
    const extra = this.extraFiles.flatMap((f) => ['--fd-file', f]);
    const child = spawn(this.helperPath, ['--launch', String(nfds), ...extra, ...this.procsFiles, '--', ...argv], {
      detached: true,
      stdio: Array(nfds).fill('pipe'),
      env: LAUNCH_ENV,
    });
    const exited = new Promise<{ code: number | null; error?: Error }>((resolve) => {
      child.on('error', (e) => resolve({ code: null, error: e }));
      child.on('close', (code) => resolve({ code }));
    });
    let done = false;
    void exited.then(() => {
      done = true;
    });
    return {
      pid: child.pid,
      stdin: child.stdin!,
      stdout: child.stdout!,
      stderr: child.stderr!,
      report: child.stdio[3] as Readable,
      control: control ? (child.stdio[4] as Writable) : null,
      exited,
      get alive() {
        return !done && child.exitCode === null && child.signalCode === null;
      },
    };
  }
}

interface Running {
  settle(code: number | null, error?: Error): void;
}

/**
 * A long-lived `ck-exec --zygote` process that starts sandboxes on request (see ck-exec.c). One
 * lives in each pooled run cgroup, so its children are born in the cgroup: no fork of node and
 * no cgroup migration per sandbox. The pipes it creates are handed over through
 * /proc/<zygote>/fd (the supervisor opens its own ends, then lets the zygote close its copies).
 * If the zygote dies, its sandboxes die with it (bubblewrap --die-with-parent) and report
 * an internal error.
 */
export class Zygote implements Spawner {
  private buffer = '';
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (fields: string[]) => void; reject: (e: Error) => void }>();
  private readonly running = new Map<number, Running>();
  private readonly earlyExits = new Map<number, number>();
  private dead: Error | null = null;
  private onReady: ((e: Error | null) => void) | null = null;

  private constructor(private readonly child: ChildProcess) {
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (s: string) => this.onData(s));
    child.stdin!.on('error', () => {});
    child.on('error', (e) => this.fail(e));
    child.on('exit', (code, signal) => this.fail(new Error(`sandbox zygote exited (${signal ?? code})`)));
  }

  /**
   * Starts a zygote that first joins the given cgroups (cgroup.procs files). `extraFiles` are
   * opened afresh as fds `nfds`, `nfds + 1`... of every sandbox it starts.
   */
  static start(helperPath: string, procsFiles: string[], extraFiles: string[] = []): Promise<Zygote> {
    const extra = extraFiles.flatMap((f) => ['--fd-file', f]);
    const child = spawn(helperPath, ['--zygote', ...extra, ...procsFiles], {
      stdio: ['pipe', 'pipe', 'ignore'],
      env: LAUNCH_ENV,
    });
    const z = new Zygote(child);
    return new Promise((resolve, reject) => {
      z.onReady = (e) => {
        z.onReady = null;
        if (e) {
          z.close();
          reject(e);
        } else resolve(z);
      };
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get alive(): boolean {
    return this.dead === null;
  }

  private onData(s: string): void {
    this.buffer += s;
    for (let nl = this.buffer.indexOf('\n'); nl >= 0; nl = this.buffer.indexOf('\n')) {
      const line = this.buffer.slice(0, nl);
      this.buffer = this.buffer.slice(nl + 1);
      const f = line.split(' ');
      if (f[0] === 'R') this.onReady?.(null);
      else if (f[0] === 'F') this.onReady?.(new Error(`sandbox zygote cannot join its cgroups (errno ${f[1]})`));
      else if (f[0] === 'P' || f[0] === 'E') {
        const p = this.pending.get(Number(f[1]));
        this.pending.delete(Number(f[1]));
        if (f[0] === 'P') p?.resolve(f.slice(2));
        else p?.reject(new Error(`sandbox zygote cannot start bubblewrap (errno ${f[2]})`));
      } else if (f[0] === 'X') this.onExit(Number(f[1]), Number(f[2]));
    }
  }

  private onExit(pid: number, status: number): void {
    // wait status: exited -> (code << 8); killed by a signal -> signal number in the low 7 bits
    const code = (status & 0x7f) === 0 ? (status >> 8) & 0xff : null;
    const r = this.running.get(pid);
    if (!r) {
      this.earlyExits.set(pid, status); // exited before its launch reply was processed
      return;
    }
    this.running.delete(pid);
    r.settle(code);
  }

  private fail(e: Error): void {
    if (this.dead) return;
    this.dead = e;
    this.onReady?.(e);
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
    for (const r of this.running.values()) r.settle(null, e);
    this.running.clear();
  }

  async launch(argv: string[], control: boolean): Promise<SandboxProcess> {
    if (this.dead) throw this.dead;
    const id = this.nextId++;
    const nfds = control ? 5 : 4;
    const blob = Buffer.from(`${argv.join('\0')}\0`);
    const reply = new Promise<string[]>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    this.child.stdin!.write(Buffer.concat([Buffer.from(`S ${id} ${nfds} ${blob.length}\n`), blob]));
    const [pidText, ...fdTexts] = await reply;
    const pid = Number(pidText);
    const fds: number[] = [];
    try {
      for (const [i, n] of fdTexts.entries()) {
        const write = i === 0 || i === 4;
        fds.push(openSync(`/proc/${this.child.pid}/fd/${n}`, (write ? fsc.O_WRONLY : fsc.O_RDONLY) | fsc.O_NONBLOCK));
      }
    } catch (e) {
      for (const fd of fds) closeSync(fd);
      this.child.stdin!.write(`C ${id}\n`);
      // its exit report is expected (or already came): ignore it
      if (!this.earlyExits.delete(pid)) this.running.set(pid, { settle: () => {} });
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* gone */
      }
      throw e;
    } finally {
      if (fds.length === nfds) this.child.stdin!.write(`C ${id}\n`);
    }
    const reader = (fd: number) => new net.Socket({ fd, readable: true, writable: false });
    const writer = (fd: number) => new net.Socket({ fd, readable: false, writable: true });
    const stdin = writer(fds[0]!);
    const stdout = reader(fds[1]!);
    const stderr = reader(fds[2]!);
    const report = reader(fds[3]!);
    const ctl = control ? writer(fds[4]!) : null;
    let done = false;
    let exit: { code: number | null; error?: Error } | null = null;
    let exitSeen: (() => void) | null = null;
    const settled = new Promise<void>((resolve) => {
      exitSeen = resolve;
    });
    const settle = (code: number | null, error?: Error) => {
      exit ??= error ? { code, error } : { code };
      exitSeen?.();
    };
    const early = this.earlyExits.get(pid);
    if (early !== undefined) {
      this.earlyExits.delete(pid);
      settle((early & 0x7f) === 0 ? (early >> 8) & 0xff : null);
    } else if (this.dead) settle(null, this.dead);
    else this.running.set(pid, { settle });
    const closed = (s: Readable) => new Promise<void>((resolve) => s.once('close', () => resolve()));
    const exited = Promise.all([settled, closed(stdout), closed(stderr), closed(report)]).then(() => {
      done = true;
      // nothing writes to a dead sandbox: release the supervisor's write ends
      stdin.destroy();
      ctl?.destroy();
      return exit!;
    });
    return {
      pid,
      stdin,
      stdout,
      stderr,
      report,
      control: ctl,
      exited,
      get alive() {
        return !done && exit === null;
      },
    };
  }

  /** Kills the zygote; its sandboxes die with it. */
  close(): void {
    this.fail(new Error('sandbox zygote closed'));
    this.child.stdin!.destroy();
    this.child.kill('SIGKILL');
  }
}

/**
 * Picks how a sandbox starts: the run cgroup's zygote; without cgroups a zygote shared by all
 * sandboxes (restarted if it dies); a direct fork from node when zygotes are off
 * (`CODINGKARO_RUNNER_NO_ZYGOTE=1`) or cannot run.
 */
export class Spawners {
  private shared: Promise<Zygote | null> | null = null;

  /**
   * `extraFiles`: opened afresh as fds `nfds`, `nfds + 1`... of every sandbox (the monitor binary
   * bubblewrap copies into the root, then the seccomp program).
   */
  constructor(
    private readonly helperPath: string,
    readonly zygotes: boolean,
    private readonly extraFiles: string[] = [],
  ) {}

  /** A zygote living in the given cgroups (cgroup.procs files). */
  startZygote(procsFiles: string[]): Promise<Zygote> {
    return Zygote.start(this.helperPath, procsFiles, this.extraFiles);
  }

  for(cgroup: { zygote: Zygote | null; procsFiles(): string[] } | null): Spawner {
    if (cgroup) {
      return cgroup.zygote?.alive ? cgroup.zygote : new DirectSpawner(this.helperPath, cgroup.procsFiles(), this.extraFiles);
    }
    const direct = new DirectSpawner(this.helperPath, [], this.extraFiles);
    if (!this.zygotes) return direct;
    return {
      launch: async (argv, control) => {
        this.shared ??= this.startZygote([]).catch(() => null);
        let z = await this.shared;
        if (z && !z.alive) {
          this.shared = this.startZygote([]).catch(() => null);
          z = await this.shared;
        }
        return (z ?? direct).launch(argv, control);
      },
    };
  }

  async close(): Promise<void> {
    (await this.shared)?.close();
    this.shared = null;
  }
}
