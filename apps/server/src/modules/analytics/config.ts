import { z } from 'zod';

/** The environment variables this module reads; composed into the app's one config schema. */
export const analyticsEnv = {
  ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(120),
};

export interface AnalyticsConfig {
  /** track + batch requests per IP address per minute */
  rateLimitPerMinute: number;
}

export function analyticsConfigFrom(e: z.infer<z.ZodObject<typeof analyticsEnv>>): AnalyticsConfig {
  return {
    rateLimitPerMinute: e.ANALYTICS_RATE_LIMIT_PER_MINUTE,
  };
}
