import { describe, expect, it } from 'vitest';
import {
  AUDIT_ARCH,
  DENIED_SYSCALLS,
  encodeProgram,
  evaluateProgram,
  SECCOMP_RET_ALLOW,
  SECCOMP_RET_ERRNO,
  seccompProgram,
} from '../src/sandbox/seccomp';

describe('seccomp program', () => {
  for (const arch of ['x64', 'arm64'] as const) {
    const prog = seccompProgram(arch);
    const run = (nr: number, a = AUDIT_ARCH[arch]) => evaluateProgram(prog, { nr, arch: a });

    it(`${arch}: refuses every denied call with its errno`, () => {
      const denied = DENIED_SYSCALLS.filter((s) => s[arch] !== null);
      expect(denied.length).toBeGreaterThan(40);
      for (const s of denied) expect(run(s[arch]!), s.name).toBe(SECCOMP_RET_ERRNO | s.errno);
    });

    it(`${arch}: lets everything else through`, () => {
      const deniedNrs = new Set(DENIED_SYSCALLS.map((s) => s[arch]));
      for (let nr = 0; nr < 460; nr++) if (!deniedNrs.has(nr)) expect(run(nr), String(nr)).toBe(SECCOMP_RET_ALLOW);
    });

    it(`${arch}: refuses any call of another architecture`, () => {
      expect(run(0, 0x40000003)).toBe(SECCOMP_RET_ERRNO | 38); // i386
      expect(run(39, arch === 'x64' ? AUDIT_ARCH.arm64 : AUDIT_ARCH.x64)).toBe(SECCOMP_RET_ERRNO | 38);
    });

    it(`${arch}: encodes 8 bytes per instruction`, () => {
      const bytes = encodeProgram(prog);
      expect(bytes.length).toBe(prog.length * 8);
      expect(bytes.readUInt32LE(bytes.length - 4)).toBe(prog.at(-1)!.k);
    });
  }

  it('x64: refuses the x32 ABI (bit 30 set) wholesale', () => {
    const prog = seccompProgram('x64');
    expect(evaluateProgram(prog, { nr: 0x40000000 + 39, arch: AUDIT_ARCH.x64 })).toBe(SECCOMP_RET_ERRNO | 38);
  });

  it('names every dangerous family the issue lists', () => {
    const names = new Set(DENIED_SYSCALLS.map((s) => s.name));
    for (const n of ['ptrace', 'mount', 'keyctl', 'bpf', 'userfaultfd', 'perf_event_open', 'kexec_load', 'init_module']) {
      expect(names.has(n), n).toBe(true);
    }
  });
});
