import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Host dirs a toolchain needs, bound read-only at the same path (or replicated as symlinks). */
const TOP_LEVEL = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];
/** The few /etc entries toolchains read (dynamic loader cache, alternatives, php/java/openssl config). */
const ETC_ENTRIES = [
  '/etc/ld.so.cache',
  '/etc/ld.so.conf',
  '/etc/ld.so.conf.d',
  '/etc/alternatives',
  '/etc/php',
  '/etc/ssl/openssl.cnf',
];
/** Mount points the sandbox always uses (bwrap cannot create them on a read-only root). */
const FIXED_DIRS = ['proc', 'dev', 'tmp', 'box', '.ck'];

/**
 * The sandbox's root filesystem: ONE read-only bind of a directory prepared once per runner,
 * instead of a fresh tmpfs root assembled from ~15 operations per sandbox. Every bubblewrap bind
 * re-reads /proc/self/mountinfo (a quarter of bubblewrap's CPU time went there), so fewer mounts
 * make sandboxes cheaper to set up and to tear down; a read-only root also means a program can no
 * longer write to `/` or `/etc` (previously an unbounded tmpfs).
 *
 * The directory holds: symlinks `/bin` → `usr/bin`... on merged-/usr hosts, copies of the /etc
 * entries above (a snapshot taken when the runner starts, like toolchain detection; anything that
 * cannot be copied is bound instead), and empty mount points for `/usr`, `/proc`, `/dev`, `/tmp`,
 * `/box`, the monitor and every toolchain bind. Nothing else of /etc (no passwd, shadow, hosts).
 */
export class SandboxRoot {
  /** bwrap arguments: the root, then the system binds (read-only) */
  readonly args: string[];
  private readonly systemTops = new Set<string>();
  private readonly ready = new Set<string>();

  private constructor(readonly dir: string) {
    this.args = ['--ro-bind', dir, '/'];
  }

  /** Builds the root under `dir` (created, must not exist). */
  static create(dir: string): SandboxRoot {
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755); // umask-proof: bwrap resolves paths inside as the sandbox user
    const root = new SandboxRoot(dir);
    for (const p of TOP_LEVEL) {
      let st: ReturnType<typeof lstatSync>;
      try {
        st = lstatSync(p);
      } catch {
        continue;
      }
      const inside = path.join(dir, p);
      if (st.isSymbolicLink()) symlinkSync(readlinkSync(p), inside);
      else if (st.isDirectory()) {
        mkdirSync(inside, { mode: 0o755 });
        root.args.push('--ro-bind', p, p);
        root.systemTops.add(p.slice(1));
      }
    }
    for (const d of FIXED_DIRS) mkdirSync(path.join(dir, d), { mode: 0o755 });
    mkdirSync(path.join(dir, 'etc'), { mode: 0o755 });
    const etc = [...ETC_ENTRIES];
    try {
      for (const name of readdirSync('/etc')) if (name.startsWith('java-')) etc.push(`/etc/${name}`);
    } catch {
      /* no /etc */
    }
    for (const p of etc) {
      if (!existsSync(p)) continue;
      const inside = path.join(dir, p);
      try {
        // a symlinked entry is bound (bwrap binds its target), not copied as a dangling link
        if (lstatSync(p).isSymbolicLink()) throw new Error('symlink');
        mkdirSync(path.dirname(inside), { recursive: true, mode: 0o755 });
        cpSync(p, inside, { recursive: true, verbatimSymlinks: true, errorOnExist: true, force: false });
      } catch {
        // unreadable, special or symlinked: bind the host entry instead (what every sandbox did before)
        rmSync(inside, { recursive: true, force: true });
        root.ensureMountpoint(p, p);
        root.args.push('--ro-bind', p, p);
      }
    }
    root.makeMountpoint('/.ck/ck-exec', false);
    return root;
  }

  /** Makes sure `dest` can take a bind of the host path `src` (a dir or a file). */
  ensureMountpoint(dest: string, src: string): void {
    if (this.ready.has(dest)) return;
    this.makeMountpoint(dest, statSync(src).isDirectory());
  }

  /**
   * Creates an empty mount point (dir or file) inside the root. Never follows a symlink;
   * destinations on a system bind (`/usr/...`) need none (they exist on the host).
   */
  private makeMountpoint(dest: string, isDir: boolean): void {
    if (!path.isAbsolute(dest) || path.posix.normalize(dest) !== dest || dest === '/') {
      throw new Error(`bad sandbox mount point ${JSON.stringify(dest)}`);
    }
    const parts = dest.split('/').filter(Boolean);
    if (this.systemTops.has(parts[0]!) || parts[0] === 'usr') {
      this.ready.add(dest);
      return;
    }
    let cur = this.dir;
    for (const [i, part] of parts.entries()) {
      cur = path.join(cur, part);
      const last = i === parts.length - 1;
      const st = lstatSync(cur, { throwIfNoEntry: false });
      if (!st) {
        if (last && !isDir) writeFileSync(cur, '', { mode: 0o644, flag: 'wx' });
        else mkdirSync(cur, { mode: 0o755 });
      } else if (st.isSymbolicLink()) {
        throw new Error(`sandbox mount point ${dest} crosses a symlink`);
      } else if (last && st.isDirectory() !== isDir) {
        throw new Error(`sandbox mount point ${dest} exists with another type`);
      }
    }
    this.ready.add(dest);
  }
}
