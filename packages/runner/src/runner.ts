import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CompileCache } from './cache/compile-cache';
import { InvalidRequestError, RunnerClosedError, RuntimeUnavailableError } from './errors';
import { formatCode } from './format';
import { CompileServers } from './job/compile-servers';
import { runJob } from './job/execute-job';
import { planExecution, versionMatches } from './job/plan';
import { findExecutable, realPath } from './languages/host-tools';
import { findLanguage, LANGUAGE_IDS, LANGUAGES } from './languages/registry';
import { withStartupBuildSignal } from './languages/startup-build';
import { toolchainCache } from './languages/toolchain-cache';
import type { Toolchain } from './languages/types';
import { mergeLimits } from './limits';
import { WorkerPool } from './pool/worker-pool';
import { type CgroupBases, CgroupPool, detectCgroups, NO_CGROUPS } from './sandbox/cgroup';
import { ensureHelper } from './sandbox/helper';
import { detectProcMasks } from './sandbox/proc-masks';
import type { SandboxEnv } from './sandbox/run-sandboxed';
import { writeSeccompFilter } from './sandbox/seccomp';
import { Spawners } from './sandbox/spawner';
import { SandboxRoot } from './sandbox/system-mounts';
import { WarmPool } from './sandbox/warm-pool';
import { createPrivateDir, removeTree } from './sandbox/work-dir';
import type {
  ExecuteRequest,
  ExecuteResult,
  FormatResult,
  IsolationReport,
  LanguageId,
  Runner,
  RunnerOptions,
  RuntimeInfo,
} from './types';

export const DEFAULT_CACHE_DIR = path.join(os.tmpdir(), 'codingkaro-runner-cache');
export const DEFAULT_CACHE_MAX_BYTES = 512 * 1024 * 1024;
export const DEFAULT_QUEUE_LIMIT = 64;
/**
 * Names this process's work roots (`ck-runner-<tag>-*`). Random rather than the pid: the compile
 * stage's /box is a dir below it and its path shows in the sandbox's /proc/self/mountinfo.
 */
export const WORK_ROOT_TAG = Math.random().toString(36).slice(2, 10);

interface Ready {
  sandbox: SandboxEnv;
  workRoot: string;
  warm: WarmPool;
  compileServers: CompileServers;
}

/** Toolchain detection, shared by runners: once per process, missing languages looked for again (toolchain-cache.ts). */
export const detectToolchains = toolchainCache(LANGUAGE_IDS, (id) => LANGUAGES[id].detect());

/** The isolation this host gives sandboxes; `refuse`: weak isolation is not acceptable here. */
export function describeIsolation(sandbox: boolean, cg: CgroupBases, seccomp: boolean, refuse: boolean): IsolationReport {
  const strong = sandbox && cg.memory && cg.pids;
  const memory = cg.memory ? 'cgroup' : 'rlimit';
  const pids = cg.pids ? 'cgroup' : 'rlimit';
  const parts = sandbox
    ? [
        `bubblewrap, cgroup ${cg.version ? `v${cg.version}` : 'none'}`,
        `memory: ${memory}`,
        `processes: ${pids}`,
        `cpu limit: ${cg.cpu ? 'cgroup' : 'none'}`,
        `seccomp: ${seccomp ? 'on' : 'off'}`,
      ]
    : ['no sandbox (bubblewrap missing): code execution unavailable'];
  let summary = parts.join(', ');
  const refused = sandbox && !strong && refuse;
  if (sandbox && !strong) {
    summary += refused
      ? '. WEAK isolation refused in production (no memory+pids cgroup control): set up cgroup delegation (docs/deploy.md) or set RUNNER_ALLOW_WEAK_ISOLATION=true'
      : '. WEAK isolation: a fork bomb or memory bomb is bounded only by rlimits and the wall clock';
  }
  return {
    sandbox,
    cgroup: cg.version ? (`v${cg.version}` as const) : null,
    memory,
    pids,
    cpu: cg.cpu,
    seccomp,
    strong,
    refused,
    summary,
  };
}

export function createRunner(options: RunnerOptions = {}): Runner {
  const limits = mergeLimits(options.limits);
  const poolSize = options.poolSize ?? os.availableParallelism();
  const pool = new WorkerPool(poolSize, options.queueLimit ?? DEFAULT_QUEUE_LIMIT);
  const cacheDir = path.resolve(options.cacheDir ?? DEFAULT_CACHE_DIR);
  const cache = new CompileCache(cacheDir, options.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES);
  const cgroupTag = `codingkaro-runner-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  let cgroupPool: CgroupPool | null = null;
  let spawners: Spawners | null = null;
  let closed = false;
  const allowWeak =
    options.allowWeakIsolation ?? (process.env.NODE_ENV !== 'production' || process.env.RUNNER_ALLOW_WEAK_ISOLATION === 'true');
  let reportIsolation: (r: IsolationReport) => void = () => {};
  const isolation = new Promise<IsolationReport>((resolve) => {
    reportIsolation = resolve;
  });

  const ready: Promise<Ready> = (async () => {
    await mkdir(cacheDir, { recursive: true, mode: 0o700 });
    const found = findExecutable('bwrap');
    const bwrapPath = found ? realPath(found) : null;
    if (!bwrapPath) {
      reportIsolation(describeIsolation(false, NO_CGROUPS, false, false));
      throw new Error('bubblewrap (bwrap) is not installed: run scripts/setup-toolchains.sh');
    }
    // probe the toolchains now, while the process is starting, not under the first requests' load,
    // then build their start-up artifacts (precompiled header, class-data archive) in the background
    void detectToolchains().then((map) => {
      for (const [id, tc] of map) if (tc && !closed) void accelerated(id, tc);
    });
    const helperPath = await ensureHelper(path.join(cacheDir, 'bin'));
    const procMasks = await detectProcMasks(bwrapPath);
    const cgroups = await detectCgroups(cgroupTag);
    const workRoot = await createPrivateDir(os.tmpdir(), `ck-runner-${WORK_ROOT_TAG}-`);
    const seccompFile = writeSeccompFilter(path.join(workRoot, 'seccomp.bpf'));
    const report = describeIsolation(true, cgroups, seccompFile !== null, !allowWeak);
    reportIsolation(report);
    if (report.refused) {
      await new CgroupPool(cgroups).close(); // removes the run cgroup bases
      await removeTree(workRoot);
      throw new Error(`refusing to run code: ${report.summary}`);
    }
    const extraFiles = seccompFile ? [helperPath, seccompFile] : [helperPath];
    const sp = new Spawners(helperPath, process.env.CODINGKARO_RUNNER_NO_ZYGOTE !== '1', extraFiles);
    spawners = sp;
    const cgPool = new CgroupPool(cgroups, sp.zygotes ? (procs) => sp.startZygote(procs) : null);
    cgroupPool = cgPool;
    const root = SandboxRoot.create();
    const sandbox: SandboxEnv = {
      bwrapPath,
      helperPath,
      root,
      cgroups,
      cgroupPool: cgPool,
      procMasks,
      seccomp: seccompFile !== null,
      spawner: (cg) => sp.for(cg),
    };
    const serverCount =
      process.env.CODINGKARO_RUNNER_NO_JAVAC_SERVER === '1' ? 0 : (options.compileServers ?? Math.min(2, poolSize));
    const compileServers = new CompileServers({ sandbox, workRoot, cacheDir, size: serverCount });
    return { sandbox, workRoot, warm: new WarmPool(sandbox, options.warmSandboxes ?? Math.max(2, poolSize)), compileServers };
  })();
  // surfaced by the calls that need it; a start-up failure before detection (no C compiler...) is no sandbox
  ready.catch(() => reportIsolation(describeIsolation(false, NO_CGROUPS, false, false)));

  // per detected toolchain: the same toolchain using its start-up artifacts in this runner's cache dir, once built
  const acceleratedBy = new WeakMap<Toolchain, Promise<Toolchain>>();
  const builtFor = new WeakMap<Toolchain, Toolchain>();
  // closing stops the builds still running and waits for them, so no compiler outlives the runner in its cache dir
  const stopStartupBuilds = new AbortController();
  const startupBuilds = new Set<Promise<Toolchain>>();
  function accelerated(language: LanguageId, toolchain: Toolchain): Promise<Toolchain> {
    const accelerate = LANGUAGES[language].accelerate;
    if (!accelerate) return Promise.resolve(toolchain);
    let p = acceleratedBy.get(toolchain);
    if (!p) {
      const building = withStartupBuildSignal(stopStartupBuilds.signal, () => accelerate(toolchain, cacheDir))
        .catch(() => toolchain)
        .then((built) => {
          if (!stopStartupBuilds.signal.aborted) builtFor.set(toolchain, built);
          startupBuilds.delete(building);
          return built;
        });
      startupBuilds.add(building);
      p = building;
      acceleratedBy.set(toolchain, p);
    }
    return p;
  }

  async function toolchainFor(language: LanguageId): Promise<Toolchain | null> {
    const toolchain = (await detectToolchains()).get(language) ?? null;
    if (!toolchain) return null;
    const building = accelerated(language, toolchain);
    return options.waitForStartupArtifacts ? building : (builtFor.get(toolchain) ?? toolchain);
  }

  return {
    limits,
    slots: poolSize,

    isolation: () => isolation,

    stats: () => pool.stats,

    async compileServerStats() {
      const { compileServers } = await ready;
      return compileServers.stats();
    },

    async runtimes(): Promise<RuntimeInfo[]> {
      const toolchains = await detectToolchains();
      const sandboxOk = await ready.then(
        () => true,
        () => false,
      );
      return LANGUAGE_IDS.map((id) => {
        const lang = LANGUAGES[id];
        const tc = toolchains.get(id) ?? null;
        const formatterOk = lang.formatter && tc ? lang.formatter.command(tc) !== null : false;
        return {
          language: id,
          version: tc?.version ?? '',
          aliases: lang.aliases,
          available: sandboxOk && tc !== null,
          compiled: lang.compiled,
          formatter: formatterOk && lang.formatter ? lang.formatter.name : null,
        };
      });
    },

    async execute(req: ExecuteRequest): Promise<ExecuteResult> {
      if (closed) throw new RunnerClosedError();
      const plan = planExecution(req, limits);
      return pool.run(async () => {
        const { sandbox, workRoot, warm, compileServers } = await ready;
        const toolchain = await toolchainFor(plan.language.id);
        if (!toolchain) throw new RuntimeUnavailableError(plan.language.id);
        if (!versionMatches(plan.version, toolchain.version)) {
          throw new InvalidRequestError(
            'version',
            `${plan.language.id} ${plan.version} is not installed (have ${toolchain.version})`,
          );
        }
        const waitForCompileServer = options.waitForStartupArtifacts ?? false;
        return runJob({ sandbox, cache, workRoot, warm, compileServers, waitForCompileServer }, plan, toolchain);
      });
    },

    async format(language: LanguageId, code: string): Promise<FormatResult> {
      if (closed) throw new RunnerClosedError();
      const lang = findLanguage(language);
      if (!lang) return { error: `unknown language ${language}` };
      if (typeof code !== 'string') return { error: 'code must be a string' };
      return pool.run(async () => {
        const { sandbox, warm } = await ready;
        // the formatter needs no start-up artifacts: never wait for them
        const toolchain = (await detectToolchains()).get(lang.id) ?? null;
        return formatCode(sandbox, lang, toolchain, code, limits.maxMemoryBytes, warm);
      });
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      stopStartupBuilds.abort();
      await pool.close();
      try {
        const { workRoot, warm, compileServers } = await ready;
        await compileServers.close();
        await warm.close();
        await removeTree(workRoot);
      } catch {
        /* never initialised */
      }
      await cgroupPool?.close();
      await spawners?.close();
      await Promise.all(startupBuilds);
    },
  };
}
