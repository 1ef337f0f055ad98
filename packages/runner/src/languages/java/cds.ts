import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

function run(cmd: string, args: string[], cwd: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(
      cmd,
      args,
      { cwd, timeout: timeoutMs, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8' }, maxBuffer: 8 << 20 },
      (err) => resolve(!err),
    );
  });
}

async function mtimeMs(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
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
    const jdkImage = await mtimeMs(path.join(path.dirname(path.dirname(javac)), 'lib', 'modules'));
    const built = await mtimeMs(archive);
    const flags = jvmFlags.map((f) => `-J${f}`);
    if (built !== null && (jdkImage === null || built >= jdkImage)) {
      // -Xshare:on refuses to start when the archive does not fit this JVM and these flags
      if (await run(javac, [...flags, '-J-Xshare:on', `-J-XX:SharedArchiveFile=${archive}`, '-version'], dir, 60_000))
        return archive;
    }
    await mkdir(dir, { recursive: true, mode: 0o755 });
    const work = path.join(dir, `work-${randomBytes(4).toString('hex')}`);
    await mkdir(work);
    try {
      await writeFile(path.join(work, 'Main.java'), SAMPLE);
      const tmp = `${archive}.tmp-${randomBytes(4).toString('hex')}`;
      const dumped = await run(
        javac,
        [...flags, `-J-XX:ArchiveClassesAtExit=${tmp}`, '-encoding', 'UTF-8', '-d', 'out', 'Main.java'],
        work,
        BUILD_TIMEOUT_MS,
      );
      if (!dumped || (await mtimeMs(tmp)) === null) {
        await rm(tmp, { force: true });
        return null;
      }
      await rename(tmp, archive);
      return archive;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  } catch {
    return null;
  }
}
