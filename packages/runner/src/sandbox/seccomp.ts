import { writeFileSync } from 'node:fs';

/**
 * The sandbox's seccomp filter: a classic-BPF program handed to bubblewrap (`--seccomp FD`),
 * which installs it right before it executes the monitor, so the monitor and every program
 * run under it. Default allow, deny the dangerous: what Docker's default profile refuses to a
 * container without capabilities (kernel keyrings, BPF, ptrace and cross-process memory access,
 * mounts and namespaces, module loading, kexec, perf, userfaultfd, io_uring...). Most of these
 * already fail without capabilities; the filter removes the kernel attack surface behind them
 * (CVE-prone code paths that run before any permission check, or that need none: keyctl,
 * userfaultfd, io_uring, perf_event_open, ptrace of a sibling).
 *
 * Written here (a few dozen instructions) instead of depending on libseccomp at build time:
 * the program is a list of comparisons and the numbers are fixed per architecture ABI.
 */

interface DeniedSyscall {
  name: string;
  x64: number | null;
  arm64: number | null;
  /** errno returned instead of running the call */
  errno: number;
}

const EPERM = 1;
/** "not implemented": runtimes that probe io_uring fall back to ordinary system calls */
const ENOSYS = 38;

// [name, x86_64 number, aarch64 number] (null: the call does not exist on that architecture)
const TABLE: [string, number | null, number | null, number?][] = [
  ['ptrace', 101, 117],
  ['process_vm_readv', 310, 270],
  ['process_vm_writev', 311, 271],
  ['kcmp', 312, 272],
  ['pidfd_getfd', 438, 438],
  ['syslog', 103, 116],
  ['uselib', 134, null],
  ['ustat', 136, null],
  ['sysfs', 139, null],
  ['_sysctl', 156, null],
  ['acct', 163, 89],
  ['settimeofday', 164, 170],
  ['clock_settime', 227, 112],
  ['clock_adjtime', 305, 266],
  ['mount', 165, 40],
  ['umount2', 166, 39],
  ['pivot_root', 155, 41],
  ['chroot', 161, 51],
  ['open_tree', 428, 428],
  ['move_mount', 429, 429],
  ['fsopen', 430, 430],
  ['fsconfig', 431, 431],
  ['fsmount', 432, 432],
  ['fspick', 433, 433],
  ['mount_setattr', 442, 442],
  ['unshare', 272, 97],
  ['setns', 308, 268],
  ['swapon', 167, 224],
  ['swapoff', 168, 225],
  ['reboot', 169, 142],
  ['vhangup', 153, 58],
  ['iopl', 172, null],
  ['ioperm', 173, null],
  ['create_module', 174, null],
  ['init_module', 175, 105],
  ['finit_module', 313, 273],
  ['delete_module', 176, 106],
  ['get_kernel_syms', 177, null],
  ['query_module', 178, null],
  ['quotactl', 179, 60],
  ['quotactl_fd', 443, 443],
  ['nfsservctl', 180, 42],
  ['lookup_dcookie', 212, 18],
  ['kexec_load', 246, 104],
  ['kexec_file_load', 320, 294],
  ['add_key', 248, 217],
  ['request_key', 249, 218],
  ['keyctl', 250, 219],
  ['bpf', 321, 280],
  ['perf_event_open', 298, 241],
  ['fanotify_init', 300, 262],
  ['name_to_handle_at', 303, 264],
  ['open_by_handle_at', 304, 265],
  ['userfaultfd', 323, 282],
  ['io_uring_setup', 425, 425, ENOSYS],
  ['io_uring_enter', 426, 426, ENOSYS],
  ['io_uring_register', 427, 427, ENOSYS],
];

export const DENIED_SYSCALLS: readonly DeniedSyscall[] = TABLE.map(([name, x64, arm64, errno]) => ({
  name,
  x64,
  arm64,
  errno: errno ?? EPERM,
}));

export type SeccompArch = 'x64' | 'arm64';

/** AUDIT_ARCH_* values the kernel reports in seccomp_data.arch */
export const AUDIT_ARCH: Record<SeccompArch, number> = { x64: 0xc000003e, arm64: 0xc00000b7 };
/** x32 ABI calls on x86_64 carry this bit in their number: refused wholesale */
const X32_SYSCALL_BIT = 0x40000000;

// classic BPF opcodes (linux/filter.h)
const LD_W_ABS = 0x20;
const JEQ_K = 0x15;
const JGE_K = 0x35;
const RET_K = 0x06;
// seccomp return actions (linux/seccomp.h)
export const SECCOMP_RET_ALLOW = 0x7fff0000;
export const SECCOMP_RET_ERRNO = 0x00050000;
// offsets in struct seccomp_data { int nr; __u32 arch; __u64 ip; __u64 args[6]; }
const OFFSET_NR = 0;
const OFFSET_ARCH = 4;

export interface BpfInstruction {
  code: number;
  jt: number;
  jf: number;
  k: number;
}

export function seccompArch(arch: string = process.arch): SeccompArch | null {
  return arch === 'x64' || arch === 'arm64' ? arch : null;
}

/**
 * The filter as instructions: a call of another architecture (i386 `int 0x80`, x32) gets
 * ENOSYS for everything, a denied call its errno, anything else runs.
 */
export function seccompProgram(arch: SeccompArch): BpfInstruction[] {
  const denied = DENIED_SYSCALLS.filter((s) => s[arch] !== null);
  const errnos = [...new Set(denied.map((s) => s.errno))];
  const prog: BpfInstruction[] = [];
  const ins = (code: number, k: number, jt = 0, jf = 0) => prog.push({ code, jt, jf, k });
  // layout: [arch check][nr load][x32 check][one JEQ per denied call][ALLOW][RET errno...][RET foreign]
  const checks = denied.length + (arch === 'x64' ? 1 : 0);
  const allowAt = 3 + checks;
  const retAt = (errno: number) => allowAt + 1 + errnos.indexOf(errno);
  const foreignAt = allowAt + 1 + errnos.length;
  ins(LD_W_ABS, OFFSET_ARCH);
  ins(JEQ_K, AUDIT_ARCH[arch], 0, foreignAt - 2);
  ins(LD_W_ABS, OFFSET_NR);
  if (arch === 'x64') ins(JGE_K, X32_SYSCALL_BIT, foreignAt - (prog.length + 1), 0);
  for (const s of denied) ins(JEQ_K, s[arch]!, retAt(s.errno) - (prog.length + 1), 0);
  ins(RET_K, SECCOMP_RET_ALLOW);
  for (const e of errnos) ins(RET_K, SECCOMP_RET_ERRNO | e);
  ins(RET_K, SECCOMP_RET_ERRNO | ENOSYS);
  for (const [i, p] of prog.entries()) {
    if (p.jt > 255 || p.jf > 255) throw new Error(`seccomp jump out of range at ${i}`);
  }
  return prog;
}

/** `struct sock_filter[]` as the kernel (and bubblewrap's --seccomp) read it: 8 bytes each, little-endian. */
export function encodeProgram(prog: BpfInstruction[]): Buffer {
  const buf = Buffer.alloc(prog.length * 8);
  for (const [i, p] of prog.entries()) {
    // both supported architectures are little-endian
    const o = i * 8;
    buf.writeUInt16LE(p.code, o);
    buf.writeUInt8(p.jt, o + 2);
    buf.writeUInt8(p.jf, o + 3);
    buf.writeUInt32LE(p.k >>> 0, o + 4);
  }
  return buf;
}

/**
 * What the filter answers for one call: a tiny classic-BPF interpreter covering the opcodes
 * the program uses (for unit tests, without a kernel).
 */
export function evaluateProgram(prog: BpfInstruction[], data: { nr: number; arch: number }): number {
  let acc = 0;
  for (let pc = 0; pc < prog.length; pc++) {
    const p = prog[pc]!;
    if (p.code === LD_W_ABS) acc = p.k === OFFSET_ARCH ? data.arch >>> 0 : p.k === OFFSET_NR ? data.nr >>> 0 : 0;
    else if (p.code === JEQ_K) pc += acc === p.k >>> 0 ? p.jt : p.jf;
    else if (p.code === JGE_K) pc += acc >= p.k >>> 0 ? p.jt : p.jf;
    else if (p.code === RET_K) return p.k >>> 0;
    else throw new Error(`unexpected BPF opcode ${p.code}`);
  }
  throw new Error('BPF program fell off its end');
}

/**
 * Writes the filter for this host to `file` and returns the path, or null when the
 * architecture is not one the table covers (the sandbox then runs without a filter and the
 * isolation report says so).
 */
export function writeSeccompFilter(file: string): string | null {
  const arch = seccompArch();
  if (!arch || process.platform !== 'linux') return null;
  writeFileSync(file, encodeProgram(seccompProgram(arch)), { mode: 0o644 });
  return file;
}
