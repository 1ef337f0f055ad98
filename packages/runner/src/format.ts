import type { LanguageDefinition, Toolchain } from './languages/types';
import { MIB } from './limits';
import { runSandboxed, type SandboxEnv } from './sandbox/run-sandboxed';
import type { WarmPool } from './sandbox/warm-pool';
import type { FormatResult } from './types';

export const MAX_FORMAT_INPUT_BYTES = 256 * 1024;

/** Runs the language's installed formatter in a sandbox, code on stdin, formatted code on stdout. */
export async function formatCode(
  sandbox: SandboxEnv,
  lang: LanguageDefinition,
  toolchain: Toolchain | null,
  code: string,
  maxMemoryBytes: number,
  warm: WarmPool | null,
): Promise<FormatResult> {
  if (lang.id === 'javascript' || lang.id === 'typescript') {
    return { error: `${lang.id} is formatted with Prettier in the web app/server, not by the runner` };
  }
  if (!lang.formatter) return { error: `no formatter is installed for ${lang.id}` };
  const command = toolchain ? lang.formatter.command(toolchain) : null;
  if (!toolchain || !command) return { error: `${lang.formatter.name} is not available on this server` };
  if (Buffer.byteLength(code) > MAX_FORMAT_INPUT_BYTES) return { error: 'code is too large to format' };
  const result = await runSandboxed(
    sandbox,
    { binds: toolchain.binds, env: toolchain.env },
    {
      command,
      stdin: code,
      limits: {
        wallMs: 10_000,
        cpuMs: 10_000,
        memoryBytes: Math.min(maxMemoryBytes, 512 * MIB),
        outputBytes: 4 * MIB,
        maxProcesses: 32,
        maxFileBytes: 16 * MIB,
        maxOpenFiles: 256,
      },
      addressSpaceBytes: sandbox.cgroups.memory ? 0 : Math.min(maxMemoryBytes, 512 * MIB) + (lang.extraAddressSpaceBytes ?? 0),
    },
    warm,
  );
  if (result.status === null) return { formatted: result.stdout };
  return { error: (result.stderr || result.message || 'formatter failed').trim() };
}
