/**
 * The sandboxed runner as the suites' executor:
 * `CK_JUDGE_EXECUTOR_MODULE=$PWD/packages/judge/test/runner-executor.ts npm test -w @codingkaro/judge`
 * (needs bubblewrap and the toolchains, see packages/runner/README.md).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRunner } from '@codingkaro/runner';

export default createRunner({ cacheDir: join(tmpdir(), 'ck-judge-test-runner-cache'), queueLimit: 256 });
