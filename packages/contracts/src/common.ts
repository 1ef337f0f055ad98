import { z } from 'zod';

/** Every failure answers this shape. */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const PingResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});
export type PingResponse = z.infer<typeof PingResponseSchema>;
