import { JAVAC_FLAGS, jvmFlags } from '../languages/java/index';
import type { ServerCompileResult } from '../languages/java/javac-server';
import { JavacServerPool, type JavacServerStats } from '../languages/java/javac-server-pool';
import { ensureServerClasses } from '../languages/java/server-classes';
import type { Toolchain } from '../languages/types';
import type { StageLimits } from '../limits';
import type { SandboxEnv } from '../sandbox/launched-sandbox';
import { addressSpace } from './execute-job';
import type { ExecutionPlan } from './plan';

export interface CompileServersOptions {
  sandbox: SandboxEnv;
  /** private 0700 root for the servers' work dirs */
  workRoot: string;
  /** where the server's classes are built */
  cacheDir: string;
  /** servers per toolchain */
  size: number;
}

/**
 * Warm compile servers (Java: a resident javac, languages/java/javac-server.ts), one pool per toolchain, created at
 * the first compile of the language. A pool serves requests with the compile limits of the one that created it;
 * others compile cold.
 */
export class CompileServers {
  private readonly pools = new Map<string, Promise<JavacServerPool | null>>();
  private closed = false;

  constructor(private readonly o: CompileServersOptions) {}

  /** The compile done by a warm server, or null: compile cold (same result, slower). */
  async compile(plan: ExecutionPlan, toolchain: Toolchain, waitForStart: boolean): Promise<ServerCompileResult | null> {
    const lang = plan.language;
    if (this.closed || this.o.size <= 0 || lang.id !== 'java' || !lang.compileCommand || !toolchain.bin.java) return null;
    const limits = plan.limits.compile;
    const pool = await this.pool(plan, toolchain, limits);
    if (!pool) return null;
    const cold = lang.compileCommand({ toolchain, sources: plan.sources, memoryBytes: limits.memoryBytes, args: plan.args });
    // javac's own arguments exactly as the cold command has them; the server JVM's flags are its own
    const args = cold.slice(1).filter((a) => !a.startsWith('-J'));
    return pool.compile({ files: plan.sources.files, args, limits }, waitForStart);
  }

  private pool(plan: ExecutionPlan, toolchain: Toolchain, limits: StageLimits): Promise<JavacServerPool | null> {
    const key = JSON.stringify([toolchain.bin.java, toolchain.version]);
    let p = this.pools.get(key);
    if (!p) {
      p = ensureServerClasses(toolchain.bin.javac!, toolchain.version, this.o.cacheDir).then((classDir) =>
        classDir && !this.closed
          ? new JavacServerPool(
              {
                env: this.o.sandbox,
                toolchain,
                classDir,
                workRoot: this.o.workRoot,
                // C1 alone, as for a cold javac: C2 compiling javac's hot methods in the background after each request
                // took CPU from the judged run that follows it (bench:judge, 6 rounds: cached Java 113-117 ms with C2,
                // 95-106 ms with C1 alone; new Java code 203-205 ms with C2, 155-163 ms with C1 alone)
                jvmFlags: [...jvmFlags(limits.memoryBytes), ...JAVAC_FLAGS],
                limits,
                addressSpaceBytes: addressSpace({ sandbox: this.o.sandbox }, plan, limits),
              },
              this.o.size,
            )
          : null,
      );
      this.pools.set(key, p);
    }
    return p;
  }

  async stats(): Promise<JavacServerStats> {
    const sum: JavacServerStats = { started: 0, served: 0, fallbacks: 0, timeouts: 0 };
    for (const p of this.pools.values()) {
      const s = (await p)?.stats;
      if (s) for (const k of Object.keys(sum) as (keyof JavacServerStats)[]) sum[k] += s[k];
    }
    return sum;
  }

  /** Kills every server (call after the worker pool has drained). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.pools.values()].map(async (p) => (await p)?.close()));
  }
}
