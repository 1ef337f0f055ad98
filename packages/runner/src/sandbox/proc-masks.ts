import { execFile } from 'node:child_process';

const READ_ONLY = ['/proc/sys', '/proc/sysrq-trigger', '/proc/irq', '/proc/bus', '/proc/fs'];
const HIDDEN_FILES = ['/proc/kcore', '/proc/keys', '/proc/timer_list', '/proc/sched_debug', '/proc/latency_stats', '/proc/kmsg'];
const HIDDEN_DIRS = ['/proc/acpi', '/proc/scsi', '/proc/asound', '/proc/driver'];

/**
 * The sandbox maps to the supervisor's uid; when that is root, a fresh procfs lets it write
 * global sysctls (core_pattern!) and sysrq-trigger. Like Docker's masked/readonly paths, those
 * are re-bound read-only and kernel-info files hidden. bubblewrap covers only some of them,
 * and which entries a fresh procfs has depends on the kernel, so probe once in a sandbox.
 */
export async function detectProcMasks(bwrapPath: string): Promise<string[]> {
  const all = [...READ_ONLY, ...HIDDEN_FILES, ...HIDDEN_DIRS];
  const script = `for p in ${all.join(' ')}; do [ -e "$p" ] && echo "$p"; done; exit 0`;
  const present = await new Promise<Set<string>>((resolve, reject) => {
    execFile(
      bwrapPath,
      ['--unshare-all', '--die-with-parent', '--ro-bind', '/', '/', '--proc', '/proc', '--dev', '/dev', '/bin/sh', '-c', script],
      { timeout: 10_000, env: { PATH: '/usr/bin:/bin' } },
      (err, stdout) =>
        err ? reject(new Error(`bubblewrap does not work here: ${err.message}`)) : resolve(new Set(stdout.split('\n'))),
    );
  });
  const a: string[] = [];
  // bind sources come from the host's /proc: read-only views of global kernel state
  for (const p of READ_ONLY) if (present.has(p)) a.push('--ro-bind', p, p);
  for (const p of HIDDEN_FILES) if (present.has(p)) a.push('--ro-bind', '/dev/null', p);
  for (const p of HIDDEN_DIRS) if (present.has(p)) a.push('--tmpfs', p, '--remount-ro', p);
  return a;
}
