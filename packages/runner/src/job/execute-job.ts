import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Artifact, type CacheEntry, type CompileCache, cacheKey } from '../cache/compile-cache';
import type { StageContext, Toolchain } from '../languages/types';
import type { StageLimits } from '../limits';
import { internalError, type JobFile, runSandboxed, type SandboxEnv } from '../sandbox/run-sandboxed';
import type { WarmPool } from '../sandbox/warm-pool';
import { collectRegularFiles, createPrivateDir, removeTree, writeNewFile } from '../sandbox/work-dir';
import type { ExecuteResult, StageResult } from '../types';
import type { CompileServers } from './compile-servers';
import type { ExecutionPlan } from './plan';

export interface JobDeps {
  sandbox: SandboxEnv;
  cache: CompileCache;
  /** private 0700 root for per-run work dirs */
  workRoot: string;
  warm: WarmPool | null;
  /** warm compile servers (Java); absent = every compile is cold */
  compileServers?: CompileServers | null;
  /** wait for a compile server being started instead of compiling cold meanwhile */
  waitForCompileServer?: boolean;
}

const MAX_ARTIFACT_BYTES = 256 * 1024 * 1024;
const inflight = new Map<string, Promise<PrimeResult>>();

export type PrimeResult =
  | { ok: true; entry: CacheEntry | null; artifacts: Artifact[] | null; compile?: StageResult }
  | { ok: false; compile: StageResult };

export function addressSpace(deps: Pick<JobDeps, 'sandbox'>, plan: ExecutionPlan, limits: StageLimits): number {
  if (deps.sandbox.cgroups.memory) return 0; // the memory cgroup is exact; RLIMIT_AS would break JVM/Go/V8
  return limits.memoryBytes + (plan.language.extraAddressSpaceBytes ?? 0);
}

function context(plan: ExecutionPlan, toolchain: Toolchain, limits: StageLimits): StageContext {
  return { toolchain, sources: plan.sources, memoryBytes: limits.memoryBytes, args: plan.args };
}

async function compile(deps: JobDeps, plan: ExecutionPlan, toolchain: Toolchain, key: string): Promise<PrimeResult> {
  const served = await deps.compileServers?.compile(plan, toolchain, deps.waitForCompileServer ?? false);
  if (served) {
    if (served.result.status !== null) return { ok: false, compile: served.result };
    if (!served.files?.length)
      return { ok: false, compile: { ...served.result, status: 'XX', message: 'compiler produced no output' } };
    const entry = await deps.cache.put(key, served.files, plan.sources.meta, served.result);
    return { ok: true, entry, artifacts: served.files, compile: served.result };
  }
  const lang = plan.language;
  const limits = plan.limits.compile;
  const ctx = context(plan, toolchain, limits);
  const quick = lang.quickCompileCommand?.(ctx) ?? null;
  if (quick) {
    const first = await compileWith(deps, plan, toolchain, key, quick, 'quick');
    if (first.ok) return first;
  }
  return compileWith(deps, plan, toolchain, key, lang.compileCommand!(ctx), lang.quickCompileCommand ? 'full' : undefined);
}

/** One compile in a fresh work dir: a failed quick attempt leaves nothing behind for the full one. */
async function compileWith(
  deps: JobDeps,
  plan: ExecutionPlan,
  toolchain: Toolchain,
  key: string,
  command: string[],
  tier: 'quick' | 'full' | undefined,
): Promise<PrimeResult> {
  const limits = plan.limits.compile;
  const dir = await createPrivateDir(deps.workRoot, 'compile-');
  try {
    for (const f of plan.sources.files) await writeNewFile(dir, f.name, f.content);
    await mkdir(path.join(dir, 'out'), { mode: 0o755 });
    const ran = await runSandboxed(
      deps.sandbox,
      { binds: toolchain.binds, env: toolchain.env, rwWorkDir: dir },
      { command, limits, addressSpaceBytes: addressSpace(deps, plan, limits) },
    );
    const result = tier ? { ...ran, tier } : ran;
    if (result.status !== null) return { ok: false, compile: result };
    let files: Awaited<ReturnType<typeof collectRegularFiles>>;
    try {
      files = await collectRegularFiles(path.join(dir, 'out'), MAX_ARTIFACT_BYTES);
    } catch (e) {
      return { ok: false, compile: { ...result, status: 'XX', message: `bad compile output: ${(e as Error).message}` } };
    }
    if (files.length === 0) return { ok: false, compile: { ...result, status: 'XX', message: 'compiler produced no output' } };
    const entry = await deps.cache.put(key, files, plan.sources.meta, result);
    return { ok: true, entry, artifacts: files, compile: result };
  } finally {
    await removeTree(dir);
  }
}

/** Stage 1: make sure the program is runnable (compile once, then serve from the cache). */
export async function prime(deps: JobDeps, plan: ExecutionPlan, toolchain: Toolchain): Promise<PrimeResult> {
  const lang = plan.language;
  if (!lang.compiled || !lang.compileCommand) return { ok: true, entry: null, artifacts: null };
  const key = cacheKey({
    language: lang.id,
    version: toolchain.version,
    // the quick compile's args too: which compile produced a cached program is decided by the sources and these
    flags: [
      lang.compileSignature ?? '',
      ...(toolchain.compileArgs ?? []),
      ...(toolchain.linkArgs ?? []),
      ...(toolchain.quickCompile?.args ?? []),
    ].join(' '),
    files: plan.sources.files,
  });
  const hit = await deps.cache.get(key);
  // artifacts come from memory for recently run programs; null = the entry vanished: compile again
  const artifacts = hit ? await deps.cache.artifacts(hit) : null;
  if (hit && artifacts) return { ok: true, entry: hit, artifacts, compile: hit.compile };
  const running = inflight.get(key);
  if (running) return running;
  const p = compile(deps, plan, toolchain, key).finally(() => inflight.delete(key));
  inflight.set(key, p);
  return p;
}

/**
 * Stage 2: run the program in a fresh sandbox; sources or artifacts are streamed into its
 * tmpfs /box (no host work dir is needed). Stage 3, cleanup, is the sandbox's own teardown.
 */
export async function execute(
  deps: JobDeps,
  plan: ExecutionPlan,
  toolchain: Toolchain,
  entry: CacheEntry | null,
  artifacts: Artifact[] | null,
): Promise<StageResult> {
  const limits = plan.limits.run;
  try {
    const sources = entry ? { ...plan.sources, meta: { ...plan.sources.meta, ...entry.meta } } : plan.sources;
    // cached artifacts (trusted, written by the supervisor) or the sources, streamed into /box
    const files: JobFile[] = artifacts
      ? artifacts.map((a) => ({ rel: a.rel, data: a.data, mode: a.mode & 0o111 ? 0o555 : 0o444 }))
      : plan.sources.files.map((f) => ({ rel: f.name, data: Buffer.from(f.content), mode: 0o444 }));
    const ctx = { ...context(plan, toolchain, limits), sources };
    return await runSandboxed(
      deps.sandbox,
      { binds: toolchain.binds, env: toolchain.env },
      {
        command: plan.language.runCommand(ctx),
        files,
        stdin: plan.stdin,
        limits,
        addressSpaceBytes: addressSpace(deps, plan, limits),
      },
      deps.warm,
    );
  } catch (e) {
    return internalError((e as Error).message);
  }
}

export async function runJob(deps: JobDeps, plan: ExecutionPlan, toolchain: Toolchain): Promise<ExecuteResult> {
  const base = { language: plan.language.id, version: toolchain.version };
  const primed = await prime(deps, plan, toolchain);
  if (!primed.ok) return { ...base, compile: primed.compile };
  const run = await execute(deps, plan, toolchain, primed.entry, primed.artifacts);
  return primed.compile ? { ...base, compile: primed.compile, run } : { ...base, run };
}
