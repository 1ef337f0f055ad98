import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('./JavacServer.java', import.meta.url));
/** javac's own entry point with separate stdout/stderr writers is not exported by jdk.compiler */
export const SERVER_JVM_ARGS = ['--add-exports', 'jdk.compiler/com.sun.tools.javac.main=ALL-UNNAMED'];
/** compiled at server start-up to warm javac up (trusted, ours) */
const WARM_UP_SAMPLE = `import java.io.*;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

class ListNode {
  int val;
  ListNode next;
  ListNode(int val) { this.val = val; }
}

class Solution {
  public int[] twoSum(int[] nums, int target) {
    Map<Integer, Integer> seen = new HashMap<>();
    for (int i = 0; i < nums.length; i++) {
      Integer j = seen.get(target - nums[i]);
      if (j != null) return new int[] {j, i};
      seen.put(nums[i], i);
    }
    return new int[0];
  }

  public List<List<Integer>> groups(List<String> words) {
    return words.stream()
        .collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()))
        .values().stream()
        .map(ws -> ws.stream().map(String::length).collect(Collectors.toList()))
        .collect(Collectors.toList());
  }
}

public class Main {
  record Token(String text, int line) {}

  enum Kind { NUM, STR, ARR }

  static final class Reader {
    private final BufferedReader in;
    private int line = 0;
    Reader(InputStream is) { in = new BufferedReader(new InputStreamReader(is)); }

    String next() throws IOException {
      String s = in.readLine();
      line++;
      if (s == null) throw new EOFException("line " + line);
      return s.trim();
    }

    int[] ints() throws IOException {
      String s = next();
      if (s.equals("[]")) return new int[0];
      String[] parts = s.substring(1, s.length() - 1).split(",");
      int[] out = new int[parts.length];
      for (int i = 0; i < parts.length; i++) out[i] = Integer.parseInt(parts[i].trim());
      return out;
    }

    List<String> strings() throws IOException {
      List<String> out = new ArrayList<>();
      for (String p : next().split(",")) out.add(p.replace("\\"", ""));
      return out;
    }
  }

  static String show(Object v) {
    if (v == null) return "null";
    if (v instanceof int[] a) return Arrays.toString(a).replace(" ", "");
    if (v instanceof List<?> l) {
      StringBuilder sb = new StringBuilder("[");
      for (int i = 0; i < l.size(); i++) sb.append(i == 0 ? "" : ",").append(show(l.get(i)));
      return sb.append(']').toString();
    }
    if (v instanceof String s) return '"' + s + '"';
    return String.valueOf(v);
  }

  static Kind kind(String s) {
    switch (s.charAt(0)) {
      case '[': return Kind.ARR;
      case '"': return Kind.STR;
      default: return Kind.NUM;
    }
  }

  static ListNode list(int[] xs) {
    ListNode head = null;
    for (int i = xs.length - 1; i >= 0; i--) {
      ListNode n = new ListNode(xs[i]);
      n.next = head;
      head = n;
    }
    return head;
  }

  public static void main(String[] args) throws Exception {
    Reader r = new Reader(System.in);
    PrintStream out = new PrintStream(new BufferedOutputStream(System.out), false);
    int tests = Integer.parseInt(r.next());
    Solution sol = new Solution();
    BiFunction<int[], Integer, int[]> f = sol::twoSum;
    Supplier<Long> clock = System::nanoTime;
    for (int t = 0; t < tests; t++) {
      long t0 = clock.get();
      try {
        int[] nums = r.ints();
        int target = Integer.parseInt(r.next());
        Object result = f.apply(nums, target);
        out.println("#" + t + " " + show(result) + " " + kind(r.next()) + " " + (clock.get() - t0) / 1000);
        Optional<Token> tok = Optional.of(new Token("x" + t, t)).filter(k -> k.line() >= 0);
        out.println(tok.map(Token::text).orElse("-") + list(nums));
      } catch (RuntimeException e) {
        out.println("error " + e.getClass().getSimpleName() + ": " + e.getMessage());
      }
    }
    out.println(show(sol.groups(List.of("a", "bb", "cc", "d"))));
    out.flush();
  }
}
`;

function run(cmd: string, args: string[], cwd: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(cmd, args, { cwd, timeout: 120_000, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8' } }, (err) =>
      resolve(!err),
    );
  });
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Compiles the compile server (JavacServer.java, ours) with the host's trusted javac into
 * `<cacheDir>/javac-server/<version>-<hash>/`, next to its warm-up sample `Main.java`. Returns the dir, or null when it
 * cannot be built (Java compiles then stay cold).
 */
export async function ensureServerClasses(javac: string, version: string, cacheDir: string): Promise<string | null> {
  try {
    const source = readFileSync(SOURCE, 'utf8');
    const hash = createHash('sha256')
      .update(JSON.stringify([javac, version, source, WARM_UP_SAMPLE]))
      .digest('hex')
      .slice(0, 16);
    const dir = path.join(cacheDir, 'javac-server', `${version}-${hash}`);
    if (await exists(path.join(dir, 'JavacServer.class'))) return dir;
    const parent = path.dirname(dir);
    await mkdir(parent, { recursive: true, mode: 0o755 });
    const tmp = path.join(parent, `tmp-${randomBytes(4).toString('hex')}`);
    await mkdir(tmp, { mode: 0o755 });
    try {
      await writeFile(path.join(tmp, 'JavacServer.java'), source);
      await writeFile(path.join(tmp, 'Main.java'), WARM_UP_SAMPLE);
      if (!(await run(javac, [...SERVER_JVM_ARGS, '-encoding', 'UTF-8', '-d', '.', 'JavacServer.java'], tmp))) return null;
      await rename(tmp, dir).catch(async (e) => {
        if (!(await exists(path.join(dir, 'JavacServer.class')))) throw e; // else built meanwhile by another runner
      });
      return dir;
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  } catch {
    return null;
  }
}
