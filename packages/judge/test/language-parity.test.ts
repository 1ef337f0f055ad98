/**
 * The content checker judges reference solutions with the unsandboxed BareExecutor; users' code runs in the sandboxed
 * runner. A solution that passes the checker must be built and run the same way users' code is, so each probe
 * program below prints what its compiler or runtime was told (language standard, optimisation, JVM and interpreter
 * options) and must print the same through both executors. Needs the runner's sandbox (packages/runner/README.md).
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRunner } from '@codingkaro/runner';
import { afterAll, describe, expect, it } from 'vitest';
import { BareExecutor } from '../src/bare-executor.js';
import type { ExecuteRequest } from '../src/executor-types.js';
import { JUDGE_LANGUAGES, type JudgeLanguage } from '../src/signature.js';

const gccModeProbe = (standardMacro: string) => `#include <stdio.h>
int main(void) {
  int strict = 0, optimize = 0;
#ifdef __STRICT_ANSI__
  strict = 1;
#endif
#ifdef __OPTIMIZE__
  optimize = 1;
#endif
  printf("standard=%ld strict=%d optimize=%d\\n", (long)${standardMacro}, strict, optimize);
  return 0;
}
`;

const PROBES: Record<JudgeLanguage, string> = {
  c: gccModeProbe('__STDC_VERSION__'),
  cpp: gccModeProbe('__cplusplus'),
  java: `import java.lang.management.ManagementFactory;

public class Main {
  public static void main(String[] args) {
    System.out.println(ManagementFactory.getRuntimeMXBean().getInputArguments());
  }
}
`,
  python: 'import sys\nprint(sys.flags, sys.orig_argv[1:], sys.stdout.encoding)\n',
  javascript: 'console.log(JSON.stringify({ execArgv: process.execArgv, args: process.argv.slice(2) }));\n',
};

const runnerCache = join(tmpdir(), `ck-judge-parity-runner-${process.pid}`);
// the default cache: its precompiled C++ header is shared with the other suites
const bare = new BareExecutor();
const runner = createRunner({ cacheDir: runnerCache, poolSize: 2 });

afterAll(async () => {
  await runner.close();
  rmSync(runnerCache, { recursive: true, force: true });
});

describe.concurrent('the bare executor builds and runs programs with the runner’s language definitions', () => {
  it.each(JUDGE_LANGUAGES)('%s', async (language) => {
    const runtime = (await runner.runtimes()).find((r) => r.language === language);
    expect(runtime?.available, `the sandboxed runner has no ${language} here`).toBe(true);
    // the judge's own limits, so JVM options derived from the memory limit are compared too
    const request: ExecuteRequest = {
      language,
      files: [{ content: PROBES[language] }],
      compileTimeoutMs: 30_000,
      runTimeoutMs: 10_000,
      runMemoryLimitBytes: 512 * 1024 * 1024,
    };
    const [viaBare, viaRunner] = await Promise.all([bare.execute(request), runner.execute(request)]);
    for (const res of [viaBare, viaRunner]) {
      expect(res.compile?.status ?? null, res.compile?.stderr).toBeNull();
      expect(res.run?.status, res.run?.stderr).toBeNull();
      expect(res.run?.stdout).not.toBe('');
    }
    expect(viaBare.run?.stdout).toBe(viaRunner.run?.stdout);
    expect(viaBare.version).toBe(viaRunner.version);
  });
});
