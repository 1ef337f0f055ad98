import { existsSync, lstatSync, readdirSync, readlinkSync } from 'node:fs';

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
/** Size of the root tmpfs: it holds only mount points, symlinks and the monitor binary. */
const ROOT_TMPFS_BYTES = 4 * 1024 * 1024;

/**
 * The sandbox's root filesystem: a small tmpfs holding symlinks (`/bin` → `usr/bin`... on
 * merged-/usr hosts), the mount points bubblewrap creates, the monitor (copied in from an fd)
 * and read-only binds of `/usr`, the top-level library dirs and the few /etc entries above,
 * each at its own path. Made read-only (`--remount-ro /`) once everything is mounted, so a
 * program cannot write to `/` or `/etc`.
 *
 * Every bind source is the host path it is mounted at, so `/proc/self/mountinfo` inside the
 * sandbox names nothing the sandbox cannot already see: no server temp dir, pid, cache or data
 * dir (a prepared host directory bound as `/` used to show up there with its full path). Nothing
 * else of /etc (no passwd, shadow, hosts).
 */
export class SandboxRoot {
  /** bwrap arguments that build the root (before the per-sandbox mounts) */
  readonly args: string[];
  /** bwrap arguments that close it (after every mount and file below `/`) */
  readonly sealArgs = ['--remount-ro', '/'];

  private constructor(args: string[]) {
    this.args = args;
  }

  /** Snapshot of what the host offers (taken when the runner starts, like toolchain detection). */
  static create(): SandboxRoot {
    const args = ['--size', String(ROOT_TMPFS_BYTES), '--tmpfs', '/'];
    for (const p of TOP_LEVEL) {
      let st: ReturnType<typeof lstatSync>;
      try {
        st = lstatSync(p);
      } catch {
        continue;
      }
      if (st.isSymbolicLink()) args.push('--symlink', readlinkSync(p), p);
      else if (st.isDirectory()) args.push('--ro-bind', p, p);
    }
    const etc = [...ETC_ENTRIES];
    try {
      for (const name of readdirSync('/etc')) if (name.startsWith('java-')) etc.push(`/etc/${name}`);
    } catch {
      /* no /etc */
    }
    for (const p of etc) if (existsSync(p)) args.push('--ro-bind', p, p);
    return new SandboxRoot(args);
  }
}
