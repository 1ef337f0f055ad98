import { z } from 'zod';

/** Environment helpers shared by the app's config and each module's config fragment. */
export const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const platformBaseUrl = optionalText.pipe(z.string().url().optional());

/**
 * Where the platforms both the contests and the profile modules call live (lib/platforms/): one
 * variable each, pointed at a local replay server in tests and staging.
 */
export const platformEnv = {
  LEETCODE_BASE_URL: platformBaseUrl,
  CODEFORCES_BASE_URL: platformBaseUrl,
  CODECHEF_BASE_URL: platformBaseUrl,
};
export type PlatformEnv = z.infer<z.ZodObject<typeof platformEnv>>;
