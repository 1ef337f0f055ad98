import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { removeAbandonedTemps } from '../abandoned-temps';
import { runHostTool } from '../startup-build';

/** Dumping the archive runs javac once; generous for a saturated host (it is done once per JDK). */
const BUILD_TIMEOUT_MS = 180_000;

/** A trusted sample (never submitted code) touching what javac loads for a typical solution. */
const SAMPLE = `import java.util.*;
import java.io.*;

public class Main {
  interface Shape { double area(); }
  record Square(double side) implements Shape { public double area() { return side * side; } }
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    Map<String, List<Integer>> m = new HashMap<>();
    List<Shape> shapes = new ArrayList<>(List.of(new Square(2)));
    shapes.sort(Comparator.comparingDouble(Shape::area));
    StringBuilder sb = new StringBuilder();
    for (var e : m.entrySet()) sb.append(e.getKey()).append(e.getValue().stream().mapToInt(Integer::intValue).sum());
    System.out.println(sb + " " + shapes.get(0).area() + in.ready());
  }
}
`;

/**
 * A trusted program (never submitted code) that loads what a judged run loads: the judge's Java driver reads stdin
 * whole, writes through a buffered PrintStream, times with the ThreadMXBean, runs the solution on a big-stack thread
 * and serialises results with instanceof checks; solutions use the collections, streams and lambdas.
 */
const RUN_SAMPLE = `import java.util.*;
import java.util.function.*;
import java.util.stream.*;
import java.io.*;
import java.math.*;

public class Main {
  static final java.lang.management.ThreadMXBean MX = java.lang.management.ManagementFactory.getThreadMXBean();
  static final IdentityHashMap<Object, Boolean> SEEN = new IdentityHashMap<>();
  static void json(StringBuilder o, Object v) {
    if (v instanceof int[]) { for (int x : (int[]) v) o.append(x).append(','); return; }
    if (v instanceof Object[]) { for (Object x : (Object[]) v) json(o, x); return; }
    if (v instanceof Iterable) { for (Object x : (Iterable<?>) v) json(o, x); return; }
    if (v instanceof Double) { o.append(Double.toString((Double) v)); return; }
    o.append(String.valueOf(v)).append(String.format("\\\\u%04x", 1));
  }
  static void body() throws Exception {
    byte[] in = System.in.readAllBytes();
    PrintStream out = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16), false, "UTF-8");
    System.setOut(out);
    long t0 = MX.getCurrentThreadCpuTime();
    String text = new String(in, java.nio.charset.StandardCharsets.UTF_8);
    double d = Double.parseDouble("2.5");
    Map<Integer, Integer> seen = new HashMap<>();
    TreeMap<String, List<Integer>> groups = new TreeMap<>();
    PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[0] - b[0]);
    ArrayDeque<Integer> dq = new ArrayDeque<>();
    HashSet<Long> set = new HashSet<>();
    int[] nums = {5, 3, 1, 4};
    Arrays.sort(nums);
    for (int i = 0; i < nums.length; i++) { seen.put(nums[i], i); pq.add(new int[] {nums[i], i}); dq.addLast(i); set.add((long) i); }
    groups.computeIfAbsent(text.isEmpty() ? "a" : text.substring(0, 1), k -> new ArrayList<>()).add(nums[0]);
    List<Integer> sorted = IntStream.of(nums).boxed().sorted(Comparator.reverseOrder()).collect(Collectors.toList());
    String joined = sorted.stream().map(String::valueOf).collect(Collectors.joining(","));
    StringBuilder sb = new StringBuilder();
    json(sb, List.of(nums, new Object[] {d, joined}, groups.values()));
    SEEN.put(sb, Boolean.TRUE);
    BigInteger big = BigInteger.valueOf(nums[0]).pow(20);
    try { Objects.requireNonNull(null); } catch (NullPointerException e) { sb.append(e.getStackTrace().length > 0); }
    out.print("\\u001e" + sb + big + pq.poll()[0] + dq.pollFirst() + (MX.getCurrentThreadCpuTime() - t0 >= 0) + String.join(",", "a", "b") + "\\n");
    out.flush();
  }
  public static void main(String[] args) throws Exception {
    Throwable[] fatal = new Throwable[1];
    Runnable r = () -> { try { body(); } catch (Throwable e) { fatal[0] = e; } };
    Thread th = new Thread(null, r, "main", 1L << 28);
    th.start();
    th.join();
    if (fatal[0] != null) { fatal[0].printStackTrace(); System.exit(1); }
    System.exit(0);
  }
}
`;

async function run(cmd: string, args: string[], cwd: string, timeoutMs: number, stdin = ''): Promise<boolean> {
  return (await runHostTool(cmd, args, { cwd, timeoutMs, stdin, maxBuffer: 8 << 20 })).ok;
}

async function mtimeMs(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * Builds `archive` from a scratch directory beside it (`work-<tag>`, swept by removeAbandonedTemps if this process
 * dies): `dump` writes the archive to the temp path it is given and says whether it is good; only then is it renamed
 * into place, so a concurrent runner never maps half an archive.
 */
async function buildArchive(
  dir: string,
  archive: string,
  dump: (work: string, tmp: string) => Promise<boolean>,
): Promise<string | null> {
  await mkdir(dir, { recursive: true, mode: 0o755 });
  const work = path.join(dir, `work-${randomBytes(4).toString('hex')}`);
  await mkdir(work);
  const tmp = `${archive}.tmp-${randomBytes(4).toString('hex')}`;
  try {
    if (!(await dump(work, tmp))) {
      await rm(tmp, { force: true });
      return null;
    }
    await rename(tmp, archive);
    return archive;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * A class-data-sharing archive of the classes `javac` loads (JDK 13+ dynamic archive, dumped at the exit of one
 * compile of a trusted sample with the compile's own JVM flags), kept in
 * `<cacheDir>/cds/<version>-<hash>/javac.jsa`: javac then maps its classes instead of loading and verifying them
 * at every start. Returns the archive path, or null when none can be made. Rebuilt when the JDK's module image is
 * newer; with `-Xshare:auto` a JVM that cannot use the archive just starts without it.
 */
export async function ensureJavacArchive(
  javac: string,
  version: string,
  jvmFlags: readonly string[],
  cacheDir: string,
): Promise<string | null> {
  try {
    const hash = createHash('sha256')
      .update(JSON.stringify([javac, version, jvmFlags]))
      .digest('hex')
      .slice(0, 16);
    const dir = path.join(cacheDir, 'cds', `${version}-${hash}`);
    const archive = path.join(dir, 'javac.jsa');
    await removeAbandonedTemps(dir, BUILD_TIMEOUT_MS);
    const jdkImage = await mtimeMs(path.join(path.dirname(path.dirname(javac)), 'lib', 'modules'));
    const built = await mtimeMs(archive);
    const flags = jvmFlags.map((f) => `-J${f}`);
    if (built !== null && (jdkImage === null || built >= jdkImage)) {
      // -Xshare:on refuses to start when the archive does not fit this JVM and these flags
      if (await run(javac, [...flags, '-J-Xshare:on', `-J-XX:SharedArchiveFile=${archive}`, '-version'], dir, 60_000))
        return archive;
    }
    return await buildArchive(dir, archive, async (work, tmp) => {
      await writeFile(path.join(work, 'Main.java'), SAMPLE);
      const dumped = await run(
        javac,
        [...flags, `-J-XX:ArchiveClassesAtExit=${tmp}`, '-encoding', 'UTF-8', '-d', 'out', 'Main.java'],
        work,
        BUILD_TIMEOUT_MS,
      );
      return dumped && (await mtimeMs(tmp)) !== null;
    });
  } catch {
    return null;
  }
}

/**
 * A class-data-sharing archive of the JDK classes a judged run loads (a static archive: JDK 17 cannot dump one with
 * a directory on the class path, and the run's class path is the sandbox's /box, so it holds only JDK classes and
 * fits any class path), kept in `<cacheDir>/cds-run/<version>-<hash>/run.jsa`. Built from the class list of one run of
 * a trusted sample (RUN_SAMPLE) with `runFlags`; the run then maps those classes instead of loading and verifying
 * them from the module image. Rebuilt when the JDK's module image is newer or the JVM refuses it; returns null when
 * none can be made (runs then start with the JDK's default archive, as before).
 */
export async function ensureRunArchive(
  javac: string,
  java: string,
  version: string,
  runFlags: readonly string[],
  cacheDir: string,
): Promise<string | null> {
  try {
    const hash = createHash('sha256')
      .update(JSON.stringify([java, version, runFlags, RUN_SAMPLE]))
      .digest('hex')
      .slice(0, 16);
    const dir = path.join(cacheDir, 'cds-run', `${version}-${hash}`);
    const archive = path.join(dir, 'run.jsa');
    await removeAbandonedTemps(dir, BUILD_TIMEOUT_MS);
    const jdkImage = await mtimeMs(path.join(path.dirname(path.dirname(java)), 'lib', 'modules'));
    const built = await mtimeMs(archive);
    if (built !== null && (jdkImage === null || built >= jdkImage) && (await runArchiveUsable(java, runFlags, archive)))
      return archive;
    return await buildArchive(dir, archive, async (work, tmp) => {
      await writeFile(path.join(work, 'Main.java'), RUN_SAMPLE);
      if (!(await run(javac, ['-encoding', 'UTF-8', '-d', 'classes', 'Main.java'], work, BUILD_TIMEOUT_MS))) return false;
      const list = path.join(work, 'classes.lst');
      const listed = await run(
        java,
        [...runFlags, '-Xshare:off', `-XX:DumpLoadedClassList=${list}`, '-cp', 'classes', 'Main'],
        work,
        BUILD_TIMEOUT_MS,
        '2\n0 4 2 7 11 15 9\n',
      );
      if (!listed || (await mtimeMs(list)) === null) return false;
      // no class path: the sample's own classes are left out (with a warning), only the JDK's are archived
      const dumped = await run(
        java,
        [...runFlags, '-Xshare:dump', `-XX:SharedClassListFile=${list}`, `-XX:SharedArchiveFile=${tmp}`],
        work,
        BUILD_TIMEOUT_MS,
      );
      return dumped && (await runArchiveUsable(java, runFlags, tmp));
    });
  } catch {
    return null;
  }
}

/** -Xshare:on refuses to start when the archive does not fit this JVM and these flags (or is damaged). */
function runArchiveUsable(java: string, runFlags: readonly string[], archive: string): Promise<boolean> {
  return run(java, [...runFlags, '-Xshare:on', `-XX:SharedArchiveFile=${archive}`, '-version'], path.dirname(archive), 60_000);
}
