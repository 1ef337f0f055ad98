import { z } from 'zod';

/** The ten languages of the online compiler (spec 3), in the order the selector shows them. */
export const COMPILER_LANGUAGES = [
  'javascript',
  'python',
  'java',
  'cpp',
  'c',
  'go',
  'rust',
  'typescript',
  'php',
  'ruby',
] as const;
export const CompilerLanguageSchema = z.enum(COMPILER_LANGUAGES);
export type CompilerLanguage = z.infer<typeof CompilerLanguageSchema>;

/** Request caps of the public execute endpoint (tighter than the runner's own). */
export const EXECUTE_LIMITS = {
  maxFiles: 5,
  maxSourceBytes: 64 * 1024,
  maxStdinBytes: 64 * 1024,
  maxArgs: 16,
  maxArgLength: 1024,
} as const;

/** Spec 9 "Compiler": compile 10000 ms, run 3000 ms, memory -1 (= the server cap). */
export const EXECUTE_DEFAULTS = {
  compileTimeoutMs: 10_000,
  runTimeoutMs: 3_000,
  memoryLimit: -1,
} as const;

/** Snippet (Share) caps. */
export const SNIPPET_LIMITS = { maxCodeBytes: 64 * 1024, maxStdinBytes: 64 * 1024 } as const;

export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

const timeout = (name: string, fallback: number) =>
  z
    .number({ invalid_type_error: `${name} must be a number of milliseconds` })
    .int(`${name} must be a whole number of milliseconds`)
    .positive(`${name} must be positive`)
    .default(fallback);

/** The smallest memory limit a sandbox honours (32 MiB); below it a request is a 400. */
export const MIN_MEMORY_LIMIT_BYTES = 32 * 1024 * 1024;

const memoryLimit = (name: string) =>
  z
    .number({ invalid_type_error: `${name} must be a number of bytes` })
    .int(`${name} must be a whole number of bytes`)
    .refine(
      (value) => value === -1 || value >= MIN_MEMORY_LIMIT_BYTES,
      `${name} must be -1 (server maximum) or at least ${MIN_MEMORY_LIMIT_BYTES} bytes (32 MiB)`,
    )
    .default(EXECUTE_DEFAULTS.memoryLimit);

export const ExecuteFileSchema = z.object({
  name: z.string().max(128, 'File names are at most 128 characters').optional(),
  content: z.string(),
});

/**
 * POST /api/execute, Piston v2 compatible. `version` may be omitted, '*', the installed version
 * or a dotted prefix of it. Limits above the server's caps are refused (400), never lowered.
 */
export const ExecuteRequestSchema = z.object({
  language: z.string().trim().min(1, 'Language is required').max(32),
  version: z.string().max(32).optional(),
  files: z
    .array(ExecuteFileSchema)
    .min(1, 'At least one file is required')
    .max(EXECUTE_LIMITS.maxFiles, `At most ${EXECUTE_LIMITS.maxFiles} files`)
    .refine(
      (files) => files.reduce((sum, f) => sum + utf8Bytes(f.content), 0) <= EXECUTE_LIMITS.maxSourceBytes,
      `The source code is larger than ${EXECUTE_LIMITS.maxSourceBytes / 1024} KiB`,
    ),
  stdin: z
    .string()
    .refine(
      (s) => utf8Bytes(s) <= EXECUTE_LIMITS.maxStdinBytes,
      `The input is larger than ${EXECUTE_LIMITS.maxStdinBytes / 1024} KiB`,
    )
    .optional(),
  args: z
    .array(z.string().max(EXECUTE_LIMITS.maxArgLength))
    .max(EXECUTE_LIMITS.maxArgs, `At most ${EXECUTE_LIMITS.maxArgs} arguments`)
    .optional(),
  compile_timeout: timeout('compile_timeout', EXECUTE_DEFAULTS.compileTimeoutMs),
  run_timeout: timeout('run_timeout', EXECUTE_DEFAULTS.runTimeoutMs),
  compile_memory_limit: memoryLimit('compile_memory_limit'),
  run_memory_limit: memoryLimit('run_memory_limit'),
});
export type ExecuteRequest = z.input<typeof ExecuteRequestSchema>;

/** Piston status codes: null = exited 0; RE runtime error, SG signal, TO timeout, OL/EL stdout/stderr too long, ML memory, XX internal. */
export const StageStatusSchema = z.enum(['RE', 'SG', 'TO', 'OL', 'EL', 'ML', 'XX']).nullable();
export type StageStatus = z.infer<typeof StageStatusSchema>;

export const ExecuteStageSchema = z.object({
  stdout: z.string(),
  stderr: z.string(),
  /** stdout and stderr interleaved in arrival order */
  output: z.string(),
  code: z.number().int().nullable(),
  signal: z.string().nullable(),
  /** milliseconds */
  cpu_time: z.number(),
  /** milliseconds */
  wall_time: z.number(),
  /** peak bytes, null when the host cannot measure it */
  memory: z.number().nullable(),
  status: StageStatusSchema,
  message: z.string().nullable(),
});
export type ExecuteStage = z.infer<typeof ExecuteStageSchema>;

/**
 * When the compile stage fails the program is not run, but `run` is still present (as Piston's
 * public API does): it carries the compile stage's stdout, stderr, output, code, signal and
 * status, zero times, and the message 'Compilation failed; the program was not run.'. So a client
 * that reads only `run` still shows the compiler's errors; `compile` holds the real stage.
 */
export const ExecuteResponseSchema = z.object({
  language: z.string(),
  version: z.string(),
  run: ExecuteStageSchema,
  compile: ExecuteStageSchema.optional(),
});
export type ExecuteResponse = z.infer<typeof ExecuteResponseSchema>;

export const COMPILE_FAILED_MESSAGE = 'Compilation failed; the program was not run.';

export const RuntimeSchema = z.object({
  language: z.string(),
  /** the installed toolchain's version ('' when it is not installed) */
  version: z.string(),
  aliases: z.array(z.string()),
  available: z.boolean(),
  /** name of the server-side formatter (clang-format, gofmt, rustfmt), null when none */
  formatter: z.string().nullable(),
});
export type Runtime = z.infer<typeof RuntimeSchema>;

/** GET /api/runtimes */
export const RuntimesResponseSchema = z.array(RuntimeSchema);
export type RuntimesResponse = z.infer<typeof RuntimesResponseSchema>;

/** POST /api/format: c, cpp, java, go, rust (JavaScript/TypeScript are formatted in the browser). */
export const FormatRequestSchema = z.object({
  language: CompilerLanguageSchema,
  code: z.string().refine((s) => utf8Bytes(s) <= EXECUTE_LIMITS.maxSourceBytes, 'The code is too large to format'),
});
export type FormatRequest = z.infer<typeof FormatRequestSchema>;

export const FormatResponseSchema = z.object({
  success: z.literal(true),
  formatted: z.string(),
});
export type FormatResponse = z.infer<typeof FormatResponseSchema>;

export const SnippetIdSchema = z.string().regex(/^[A-Za-z0-9_-]{6,32}$/, 'Invalid snippet id');

/** POST /api/snippets (Share) */
export const CreateSnippetRequestSchema = z.object({
  language: CompilerLanguageSchema,
  code: z
    .string()
    .refine((s) => s.trim().length > 0, 'Write some code before sharing')
    .refine(
      (s) => utf8Bytes(s) <= SNIPPET_LIMITS.maxCodeBytes,
      `The code is larger than ${SNIPPET_LIMITS.maxCodeBytes / 1024} KiB`,
    ),
  stdin: z
    .string()
    .refine(
      (s) => utf8Bytes(s) <= SNIPPET_LIMITS.maxStdinBytes,
      `The input is larger than ${SNIPPET_LIMITS.maxStdinBytes / 1024} KiB`,
    )
    .default(''),
});
export type CreateSnippetRequest = z.input<typeof CreateSnippetRequestSchema>;

export const CreateSnippetResponseSchema = z.object({
  success: z.literal(true),
  id: SnippetIdSchema,
});
export type CreateSnippetResponse = z.infer<typeof CreateSnippetResponseSchema>;

export const SnippetParamsSchema = z.object({ id: SnippetIdSchema });

export const SnippetSchema = z.object({
  id: SnippetIdSchema,
  language: CompilerLanguageSchema,
  code: z.string(),
  stdin: z.string(),
  createdAt: z.string(),
});
export type Snippet = z.infer<typeof SnippetSchema>;

/** GET /api/snippets/:id */
export const GetSnippetResponseSchema = z.object({
  success: z.literal(true),
  snippet: SnippetSchema,
});
export type GetSnippetResponse = z.infer<typeof GetSnippetResponseSchema>;
