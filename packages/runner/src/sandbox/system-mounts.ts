import { existsSync, lstatSync, readdirSync, readlinkSync } from 'node:fs';

export type MountArg = string[];

/**
 * Read-only view of the host system a toolchain needs: /usr and the /lib* / /bin entries
 * (replicated as symlinks on merged-/usr hosts), the dynamic loader cache, alternatives and
 * the few /etc config dirs toolchains read. Nothing else of /etc (no passwd, shadow, hosts).
 */
export function systemMounts(): MountArg[] {
  const args: MountArg[] = [];
  const top = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];
  for (const p of top) {
    let st: ReturnType<typeof lstatSync>;
    try {
      st = lstatSync(p);
    } catch {
      continue;
    }
    if (st.isSymbolicLink()) args.push(['--symlink', readlinkSync(p), p]);
    else if (st.isDirectory()) args.push(['--ro-bind', p, p]);
  }
  args.push(['--dir', '/etc']);
  for (const p of [
    '/etc/ld.so.cache',
    '/etc/ld.so.conf',
    '/etc/ld.so.conf.d',
    '/etc/alternatives',
    '/etc/php',
    '/etc/ssl/openssl.cnf',
  ]) {
    if (existsSync(p)) args.push(['--ro-bind', p, p]);
  }
  try {
    for (const name of readdirSync('/etc')) {
      if (name.startsWith('java-')) args.push(['--ro-bind', `/etc/${name}`, `/etc/${name}`]);
    }
  } catch {
    /* ignore */
  }
  return args;
}
