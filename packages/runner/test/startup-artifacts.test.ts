import { readdirSync, rmSync, statSync, truncateSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRunner } from '../src/index';
import { commonTierFits } from '../src/languages/cpp/common-header';
import { CPP_FLAGS } from '../src/languages/cpp/index';
import { CPP_RUNTIME_ARCHIVE_NAME, CPP_RUNTIME_HEADER_NAME, cppRuntimeInclude } from '../src/languages/cpp/judge-runtime';
import { fastLinkerFlags } from '../src/languages/cpp/linker';
import { ensurePrecompiledHeader } from '../src/languages/cpp/pch';
import { ensureRunArchive } from '../src/languages/java/cds';
import { detectToolchains } from '../src/runner';
import { tempCacheDir } from './helpers';

const cacheDir = tempCacheDir('startup-artifacts');
const runner = createRunner({ cacheDir, poolSize: 1, waitForStartupArtifacts: true });

afterAll(async () => {
  await runner.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

function built(kind: string, file: string, prefix = ''): string[] {
  const root = path.join(cacheDir, kind);
  return readdirSync(root)
    .filter((d) => (prefix ? d.startsWith(prefix) : !d.startsWith('common-')))
    .map((d) => path.join(root, d, file));
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

describe('C++ common precompiled header (two tiers)', () => {
  const prelude = `#include <bits/stdc++.h>\n${cppRuntimeInclude()}using namespace std;\n`;

  it('compiles a program using only common headers with it, and keeps the tier in the cache', { timeout: 400_000 }, async ({
    skip,
  }) => {
    if (!(await detectToolchains()).get('cpp')) skip();
    const program = `${prelude}int main() { unordered_map<int, int> m{{1, 2}}; vector<int> v{3, 1}; sort(v.begin(), v.end()); string o; ckj(o, v); cout << o << m[1] << abs(-2.5) << "\\n"; }\n`;
    const r = await runner.execute({ language: 'cpp', files: [{ content: program }] });
    expect(r.compile?.status, r.compile?.stderr).toBeNull();
    expect(r.compile?.tier).toBe('quick');
    expect(r.run?.stdout).toBe('[1,3]22.5\n');
    const again = await runner.execute({ language: 'cpp', files: [{ content: program }] });
    expect(again.compile?.tier).toBe('quick');
    expect(again.run?.stdout).toBe('[1,3]22.5\n');
    const gch = built('pch', path.join('bits', 'stdc++.h.gch'), 'common-');
    expect(gch).toHaveLength(1);
    expect(statSync(gch[0]!).size).toBeGreaterThan(0);
  });

  it('sends std::regex and std::mt19937 programs to the full header', { timeout: 400_000 }, async ({ skip }) => {
    if (!(await detectToolchains()).get('cpp')) skip();
    const program = `${prelude}int main() { mt19937 g(1); regex re("a+b"); cout << regex_match("aab", re) << (g() > 0) << "\\n"; }\n`;
    // <regex> alone takes seconds of CPU at -O2: room for a saturated shared host
    const r = await runner.execute({ language: 'cpp', files: [{ content: program }], compileTimeoutMs: 30_000 });
    expect(r.compile?.status, r.compile?.stderr).toBeNull();
    expect(r.compile?.tier).toBe('full');
    expect(r.run?.stdout).toBe('11\n');
  });

  it('falls back to the full header when the common one fails to compile', { timeout: 400_000 }, async ({ skip }) => {
    if (!(await detectToolchains()).get('cpp')) skip();
    // std::valarray is only forward-declared by the common headers, and its name is declared in both tiers
    const program = `${prelude}int main() { valarray<int> v(3); cout << v.size() << "\\n"; }\n`;
    const r = await runner.execute({ language: 'cpp', files: [{ content: program }] });
    expect(r.compile?.status, r.compile?.stderr).toBeNull();
    expect(r.compile?.tier).toBe('full');
    expect(r.compile?.stderr).toBe('');
    expect(r.run?.stdout).toBe('3\n');
  });

  it("reports a learner's compile error once, from the full header's compile, at the learner's line", {
    timeout: 400_000,
  }, async ({ skip }) => {
    if (!(await detectToolchains()).get('cpp')) skip();
    const r = await runner.execute({
      language: 'cpp',
      files: [{ content: '#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n  vector<int> v;\n  int x = ;\n}\n' }],
    });
    expect(r.compile?.code).not.toBe(0);
    expect(r.compile?.tier).toBe('full');
    expect(r.compile?.stderr).toMatch(/main\.cpp:5:\d+: error/);
    expect(r.compile?.stderr.match(/error:/g)).toHaveLength(1);
    expect(r.run).toBeUndefined();
  });

  it('routes by includes, full-only names and imaginary literals', () => {
    const fullOnly = { fullOnlyNames: new Set(['mt19937', 'real']), fullOnlyHeaders: new Set(['regex', 'complex.h']) };
    const fits = (content: string) => commonTierFits([{ name: 'main.cpp', content }], fullOnly);
    expect(fits('#include <bits/stdc++.h>\n#include <vector>\n#include <stdio.h>\nint main() { return 0; }')).toBe(true);
    expect(fits('#include <regex>\nint main() {}')).toBe(false);
    expect(fits('#define X 1\n#include <complex.h>\nint main() {}')).toBe(false);
    expect(fits('#include <sys/resource.h>\n#include "regex"\nint main() {}')).toBe(false);
    expect(fits('#include <sys/resource.h>\nint main() { puts("mt19937 real"); } // real')).toBe(true);
    expect(fits('int main() { mt19937 g; }')).toBe(false);
    expect(fits('int main() { double real = 1; }')).toBe(false);
    expect(fits('int main() { auto z = 2.0i; }')).toBe(false);
    expect(fits('int main() { int i1 = 2; return i1 + 0x1f + 1e5; }')).toBe(true);
    expect(
      commonTierFits(
        [
          { name: 'a.h', content: 'int f();' },
          { name: 'main.cpp', content: '#include "a.h"\nint main() {}' },
        ],
        fullOnly,
      ),
    ).toBe(true);
  });
});

describe('C++ link', () => {
  it('uses gold when the host has it and it links, else the default linker', { timeout: 200_000 }, async ({ skip }) => {
    const toolchain = (await detectToolchains()).get('cpp');
    if (!toolchain) skip();
    const compiler = toolchain!.bin.compiler!;
    const work = tempCacheDir('linker-probe');
    try {
      const hasGold = (() => {
        try {
          return statSync('/usr/bin/ld.gold').isFile();
        } catch {
          return false;
        }
      })();
      expect(await fastLinkerFlags(compiler, CPP_FLAGS, [], work)).toEqual(hasGold ? ['-fuse-ld=gold'] : []);
      // a link that cannot succeed (a missing input) leaves the default linker
      expect(await fastLinkerFlags(compiler, CPP_FLAGS, [path.join(work, 'missing.a')], work)).toEqual([]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
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

describe('java run class-data-sharing archive', () => {
  it('is dumped into the cache dir, used by runs and read-only inside the sandbox', { timeout: 300_000 }, async ({ skip }) => {
    if (!(await detectToolchains()).get('java')) skip();
    const program = `public class Main {
  public static void main(String[] a) throws Exception {
    String s = "concat " + a.length + " " + new java.util.TreeSet<>(java.util.List.of(3, 1, 2));
    System.out.println(s);
    boolean inArgs = java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments().contains("-XX:SharedArchiveFile=" + a[0]);
    System.out.println(inArgs);
    try (java.io.FileOutputStream f = new java.io.FileOutputStream(a[0], true)) { f.write(1); System.out.println("written"); }
    catch (java.io.IOException e) { System.out.println("read-only"); }
  }
}
`;
    // built by the first Java submission (waitForStartupArtifacts), then found on disk
    await runner.execute({ language: 'java', files: [{ content: program }], args: ['x'] });
    const archives = built('cds-run', 'run.jsa');
    expect(archives).toHaveLength(1);
    const before = statSync(archives[0]!);
    const r = await runner.execute({ language: 'java', files: [{ content: program }], args: [archives[0]!] });
    expect(r.compile?.status, r.compile?.stderr).toBeNull();
    expect(r.run?.status, r.run?.stderr).toBeNull();
    expect(r.run?.stdout).toBe('concat 1 [1, 2, 3]\ntrue\nread-only\n');
    expect(statSync(archives[0]!).size).toBe(before.size);
  });

  it('is reused while fresh and rebuilt when stale or damaged', { timeout: 400_000 }, async ({ skip }) => {
    const toolchain = (await detectToolchains()).get('java');
    if (!toolchain) skip();
    const { javac, java } = toolchain!.bin;
    const flags = ['-XX:+UseSerialGC', '-Xshare:auto'];
    const archive = await ensureRunArchive(javac!, java!, toolchain!.version, flags, cacheDir);
    expect(archive).not.toBeNull();
    const first = statSync(archive!);
    expect(await ensureRunArchive(javac!, java!, toolchain!.version, flags, cacheDir)).toBe(archive);
    expect(statSync(archive!).ino).toBe(first.ino);

    // older than the JDK's module image: dumped again
    utimesSync(archive!, new Date(0), new Date(0));
    expect(await ensureRunArchive(javac!, java!, toolchain!.version, flags, cacheDir)).toBe(archive);
    const rebuilt = statSync(archive!);
    expect(rebuilt.ino).not.toBe(first.ino);

    // fresh but refused by the JVM (cut short): dumped again
    truncateSync(archive!, 4096);
    expect(await ensureRunArchive(javac!, java!, toolchain!.version, flags, cacheDir)).toBe(archive);
    const repaired = statSync(archive!);
    expect(repaired.ino).not.toBe(rebuilt.ino);
    expect(repaired.size).toBeGreaterThan(4096);
  });
});
