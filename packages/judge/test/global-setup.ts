import { BareExecutor } from '../src/bare-executor.js';

/**
 * Builds C++'s start-up artifacts (precompiled header, judge runtime) once, before any test file runs. Without
 * this, the first C++ test of each file built them inside its own timeout: on a fresh machine under two CPU
 * burners the build outlasted the 120 s of the node-features tests (flake hunt, round 9), and each worker
 * built the same header at once. The suites' executors then find them in the shared cache dir.
 */
export default async function warmCppToolchain(): Promise<void> {
  if (process.env.CK_JUDGE_EXECUTOR_MODULE) return; // another executor brings its own cache
  await new BareExecutor().prepare('cpp');
}
