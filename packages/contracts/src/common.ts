import { z } from 'zod';

/**
 * Stable machine-readable error codes. The web client branches on these, never on message text;
 * a module adds its own codes here.
 */
export const ErrorCodeSchema = z.enum([
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'QUEUE_FULL',
  'RUNTIME_UNAVAILABLE',
  'RUNNER_UNAVAILABLE',
  /** The work was done (a submission judged) but its result could not be stored: do it again. */
  'NOT_SAVED',
  'UPSTREAM_FAILED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** Every failure answers this shape. */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** Absent only in answers from servers older than the codes. */
  code: ErrorCodeSchema.optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const PingResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});
export type PingResponse = z.infer<typeof PingResponseSchema>;

/** One dependency of readiness: whether it answered, and why not (no secrets). */
export const ReadyCheckSchema = z.object({ ok: z.boolean(), detail: z.string().optional() });
/** `/api/internal/ready`: 200 when every check passes, else 503 naming the failing checks. */
export const ReadyResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ready', 'not-ready']),
  failing: z.array(z.string()),
  checks: z.record(z.string(), ReadyCheckSchema),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;
