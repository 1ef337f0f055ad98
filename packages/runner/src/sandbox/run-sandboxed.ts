import type { StageResult } from '../types';
import { internalError, LaunchedSandbox, type SandboxEnv, type SandboxJob, type SandboxProfile } from './launched-sandbox';
import { profileKey, type WarmPool } from './warm-pool';

export type { Bind, JobFile, SandboxEnv, SandboxJob, SandboxProfile } from './launched-sandbox';
export { BOX, internalError } from './launched-sandbox';

/**
 * Runs one job in a fresh bubblewrap sandbox and reports what happened.
 * - profile.rwWorkDir set (compile): the command is started directly with /box bound read-write.
 * - otherwise: a (possibly pre-started) idle sandbox receives files + command over its control
 *   pipe into a tmpfs /box; afterwards a replacement idle sandbox is started in the background.
 */
export async function runSandboxed(
  env: SandboxEnv,
  profile: SandboxProfile,
  job: SandboxJob,
  warm?: WarmPool | null,
): Promise<StageResult> {
  const started = performance.now();
  let sb: LaunchedSandbox | null = null;
  try {
    if (profile.rwWorkDir) {
      sb = await LaunchedSandbox.start(env, profile, job);
    } else {
      const key = profileKey(profile);
      sb = warm?.take(key) ?? null;
      try {
        if (!sb) throw new Error('no warm sandbox');
        await sb.send(job);
      } catch {
        if (sb) await sb.dispose();
        sb = await LaunchedSandbox.startIdle(env, profile);
        await sb.send(job);
      }
    }
    const result = await sb.finish(job);
    sb = null;
    if (!profile.rwWorkDir) warm?.replenish(profileKey(profile), profile, job.limits);
    return result;
  } catch (e) {
    if (sb) await sb.dispose();
    return internalError((e as Error).message, Math.round(performance.now() - started));
  }
}
