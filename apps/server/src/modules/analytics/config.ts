import { z } from 'zod';

/** The environment variables this module reads; composed into the app's one config schema. Admins come from ADMIN_EMAILS (the services module's staff roles). */
export const analyticsEnv = {
  ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(120),
};

export interface AnalyticsConfig {
  /** track + batch requests per IP address per minute */
  rateLimitPerMinute: number;
  /** Lower-cased emails of the users who may read `/api/analytics/summary`. */
  adminEmails: string[];
}

export function analyticsConfigFrom(e: z.infer<z.ZodObject<typeof analyticsEnv>>, adminEmails: string[]): AnalyticsConfig {
  return {
    rateLimitPerMinute: e.ANALYTICS_RATE_LIMIT_PER_MINUTE,
    adminEmails: adminEmails.map((email) => email.trim().toLowerCase()).filter(Boolean),
  };
}
