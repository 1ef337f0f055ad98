import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LARGE_TESTS_FILE, ProblemFilesCache } from '../src/modules/problems/problem-content';

describe('hidden tests read from the content folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ck-problem-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const write = (slug: string, file: string, value: unknown) => {
    mkdirSync(join(dir, 'problems', slug), { recursive: true });
    writeFileSync(join(dir, 'problems', slug, file), JSON.stringify(value));
  };

  it('appends the large cases of tests.large.json after tests.json', async () => {
    write('big', 'tests.json', [{ args: [[1]], expected: 1 }]);
    write('big', LARGE_TESTS_FILE, { key: 'k', tests: [{ args: [[2, 2]], expected: 4 }] });
    const tests = await new ProblemFilesCache(dir).testsOf('big');
    expect(tests).toEqual([
      { args: [[1]], expected: 1 },
      { args: [[2, 2]], expected: 4 },
    ]);
  });

  it('judges with tests.json alone when no large file was built', async () => {
    write('small', 'tests.json', [{ args: [3], expected: 3 }]);
    expect(await new ProblemFilesCache(dir).testsOf('small')).toEqual([{ args: [3], expected: 3 }]);
  });

  it('rejects a large file that is not a list of tests', async () => {
    write('bad', 'tests.json', []);
    write('bad', LARGE_TESTS_FILE, { key: 'k', tests: [{ expected: 1 }] });
    await expect(new ProblemFilesCache(dir).testsOf('bad')).rejects.toThrow(/tests.large.json is not a list/);
  });
});
