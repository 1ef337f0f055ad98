import { readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRunner } from '../src/index';
import { CPP_FLAGS } from '../src/languages/cpp/index';
import { CPP_RUNTIME_ARCHIVE_NAME, CPP_RUNTIME_HEADER_NAME, cppRuntimeInclude } from '../src/languages/cpp/judge-runtime';
import { ensurePrecompiledHeader } from '../src/languages/cpp/pch';
import { detectToolchains } from '../src/runner';
import { tempCacheDir } from './helpers';

const cacheDir = tempCacheDir('startup-artifacts');
const runner = createRunner({ cacheDir, poolSize: 1, waitForStartupArtifacts: true });

afterAll(async () => {
  await runner.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

function built(kind: string, file: string): string[] {
  const root = path.join(cacheDir, kind);
  return readdirSync(root).map((d) => path.join(root, d, file));
}

describe('C++ precompiled bits/stdc++.h', () => {
  it('is built into the cache dir and compiles keep their verdicts and line numbers', { timeout: 400_000 }, async ({ skip }) => {
    if (!(await detectToolchains()).get('cpp')) skip();
    const ok = await runner.execute({
      language: 'cpp',
      files: [
        {
          content:
            '#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n  vector<int> v{3, 1, 2};\n  sort(v.begin(), v.end());\n  cout << v[0] << v[2] << "\\n";\n}\n',
        },
      ],
    });
    expect(ok.compile?.status, ok.compile?.stderr).toBeNull();
    expect(ok.run?.stdout).toBe('13\n');
    const headers = built('pch', path.join('bits', 'stdc++.h.gch'));
    expect(headers).toHaveLength(1);
    expect(statSync(headers[0]!).size).toBeGreaterThan(0);

    const bad = await runner.execute({
      language: 'cpp',
      files: [{ content: '#include <bits/stdc++.h>\nint main() {\n  int x = ;\n}\n' }],
    });
    expect(bad.compile?.code).not.toBe(0);
    expect(bad.compile?.stderr).toMatch(/main\.cpp:3:\d+: error/);
    expect(bad.run).toBeUndefined();
  });

  it('lets a program include it again and link the prebuilt judge runtime', { timeout: 400_000 }, async ({ skip }) => {
    if (!(await detectToolchains()).get('cpp')) skip();
    // the judge's prelude, then the learner's own #include <bits/stdc++.h> (the precompiled header cannot serve it)
    const program = `#include <bits/stdc++.h>
${cppRuntimeInclude()}#if !__has_include(<${CPP_RUNTIME_HEADER_NAME}>)
#error the prebuilt runtime is not on the include path
#endif
using namespace std;
#include <bits/stdc++.h>
int main() { string o; ckj(o, vector<vector<int>>{{1, 2}, {3}}); ckj(o, vector<string>{"a\\"b"}); ckj(o, 2.5); cout << o << "\\n"; }
`;
    const r = await runner.execute({ language: 'cpp', files: [{ content: program }] });
    expect(r.compile?.status, r.compile?.stderr).toBeNull();
    expect(r.run?.stdout).toBe('[[1,2],[3]]["a\\"b"]2.5\n');
    for (const f of [CPP_RUNTIME_ARCHIVE_NAME, CPP_RUNTIME_HEADER_NAME]) {
      const files = built('pch', f);
      expect(files).toHaveLength(1);
      expect(statSync(files[0]!).size).toBeGreaterThan(0);
    }
  });

  it('is reused while fresh and rebuilt when older than the header', { timeout: 400_000 }, async ({ skip }) => {
    const toolchain = (await detectToolchains()).get('cpp');
    if (!toolchain) skip();
    const compiler = toolchain!.bin.compiler!;
    const dir = await ensurePrecompiledHeader(compiler, toolchain!.version, CPP_FLAGS, cacheDir);
    expect(dir).not.toBeNull();
    const gch = path.join(dir!, 'bits', 'stdc++.h.gch');
    const first = statSync(gch);
    expect(await ensurePrecompiledHeader(compiler, toolchain!.version, CPP_FLAGS, cacheDir)).toBe(dir);
    expect(statSync(gch).ino).toBe(first.ino);

    utimesSync(gch, new Date(0), new Date(0));
    expect(await ensurePrecompiledHeader(compiler, toolchain!.version, CPP_FLAGS, cacheDir)).toBe(dir);
    const rebuilt = statSync(gch);
    expect(rebuilt.ino).not.toBe(first.ino);
    expect(rebuilt.mtimeMs).toBeGreaterThan(0);
  });
});

describe('javac class-data-sharing archive', () => {
  it('is dumped into the cache dir and compiles keep their results and line numbers', { timeout: 300_000 }, async ({ skip }) => {
    if (!(await detectToolchains()).get('java')) skip();
    const ok = await runner.execute({
      language: 'java',
      files: [
        {
          content:
            'public class Main {\n  public static void main(String[] a) {\n    System.out.println(new java.util.TreeSet<>(java.util.List.of(3, 1, 2)));\n  }\n}\n',
        },
      ],
    });
    expect(ok.compile?.status, ok.compile?.stderr).toBeNull();
    expect(ok.compile?.stderr).toBe('');
    expect(ok.run?.stdout).toBe('[1, 2, 3]\n');
    const archives = built('cds', 'javac.jsa');
    expect(archives).toHaveLength(1);
    expect(statSync(archives[0]!).size).toBeGreaterThan(0);

    const bad = await runner.execute({
      language: 'java',
      files: [{ content: 'public class Main {\n  public static void main(String[] a) {\n    int x = ;\n  }\n}\n' }],
    });
    expect(bad.compile?.code).not.toBe(0);
    expect(bad.compile?.stderr).toMatch(/Main\.java:3: error/);
    expect(bad.run).toBeUndefined();
  });
});
