import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { queueSettingsFrom, type RunnerQueueSettings, runnerQueueEnv } from '@codingkaro/judge-queue';
import { z } from 'zod';
import { booleanFromEnv, optionalText, platformEnv } from './lib/env';
import type { ExecutionFairness } from './lib/execution-gate';
import { serverPackageRoot } from './lib/package-root';
import { type AnalyticsConfig, analyticsConfigFrom, analyticsEnv } from './modules/analytics/config';
import { type ContestsConfig, contestsConfigFrom, contestsEnv } from './modules/contests/config';
import { type DailyConfig, dailyConfigFrom, dailyEnv } from './modules/daily/config';
import { type InterviewConfig, interviewConfigFrom, interviewEnv } from './modules/interview/config';
import { type MailConfig, mailConfigFrom, mailEnv } from './modules/mail/config';
import { type PaymentsConfig, paymentsConfigFrom, paymentsEnv, razorpayKeysIncomplete } from './modules/payments/config';
import { type ProfileConfig, profileConfigFrom, profileEnv } from './modules/profile/config';
import { type ServicesConfig, servicesConfigFrom, servicesEnv } from './modules/services/config';
import { type VideosConfig, videosConfigFrom, videosEnv } from './modules/videos/config';

/**
 * TRUST_PROXY: `true`/`1` or `false`/`0`/empty as before, or a comma-separated list of the proxies'
 * addresses and CIDR ranges, the safe choice when the API listens on every interface.
 */
const trustProxyFromEnv = z
  .string()
  .optional()
  .transform((value, ctx): boolean | string[] => {
    const text = value?.trim() ?? '';
    if (['', 'false', '0'].includes(text)) return false;
    if (['true', '1'].includes(text)) return true;
    const list = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = list.find((entry) => !isIpOrCidr(entry));
    if (bad) {
      ctx.addIssue({ code: 'custom', message: `"${bad}" is not an IP address or CIDR range (or true/false)` });
      return z.NEVER;
    }
    return list;
  });

function isIpOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (version === 4 ? 32 : 128);
}

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    PUBLIC_URL: optionalText.pipe(z.string().url().optional()),
    WEB_ORIGINS: optionalText,
    WEB_DIST_DIR: optionalText,
    CONTENT_DIR: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    OIDC_ISSUER: z.string().url().default('https://accounts.google.com'),
    OIDC_ALLOW_INSECURE_ISSUER: booleanFromEnv,
    ALLOW_DEV_LOGIN: booleanFromEnv,
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxyFromEnv,
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    RUNNER_CACHE_DIR: optionalText,
    RUNNER_POOL_SIZE: optionalText.pipe(z.coerce.number().int().min(1).max(256).optional()),
    RUNNER_QUEUE_LIMIT: optionalText.pipe(z.coerce.number().int().min(0).max(10_000).optional()),
    ...runnerQueueEnv,
    RUNNER_SLOTS: optionalText.pipe(z.coerce.number().int().min(1).max(1024).optional()),
    RUNNER_RUNNING_PER_USER: optionalText.pipe(z.coerce.number().int().min(1).max(256).optional()),
    RUNNER_QUEUED_PER_USER: z.coerce.number().int().min(0).max(1000).default(4),
    RUNNER_GUEST_MAX_RUN_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    COMPILER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    JUDGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    ...platformEnv,
    ...videosEnv,
    ...analyticsEnv,
    ...contestsEnv,
    ...servicesEnv,
    ...paymentsEnv,
    ...profileEnv,
    ...mailEnv,
    ...dailyEnv,
    ...interviewEnv,
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    }
    if (razorpayKeysIncomplete(env)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['RAZORPAY_KEY_ID'],
        message: 'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together',
      });
    }
  });

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  webOrigins: string[];
  webDistDir: string;
  /** The repository's content/ folder (sheets, problems, articles), seeded at start-up. */
  contentDir: string;
  google: { issuer: string; clientId: string; clientSecret: string; allowInsecure: boolean } | null;
  devLoginEnabled: boolean;
  /** ALLOW_DEV_LOGIN=true: the development sign-in also answers non-loopback clients. */
  devLoginFromAnyAddress: boolean;
  sessionTtlMs: number;
  logLevel: string;
  /**
   * Whose X-Forwarded-For to believe: false (nobody), the listed proxy addresses and CIDR ranges
   * (`TRUST_PROXY=127.0.0.1,10.0.0.0/8`), or true (every client; only when nothing but the proxy can
   * reach the API).
   */
  trustProxy: boolean | string[];
  rateLimitPerMinute: number;
  /** Shared state of several API instances (rate-limit counters): REDIS_URL, else the judge queue's Redis. */
  redisUrl: string | null;
  runner: {
    cacheDir: string;
    /** undefined = the runner's default (available CPUs) */
    poolSize: number | undefined;
    /** undefined = the runner's default (64); with a queue, the jobs waiting for a worker */
    queueLimit: number | undefined;
    /** RUNNER_QUEUE_URL set: code runs on judge workers fed through Redis; null: in-process */
    queue: RunnerQueueSettings | null;
    /** Fair sharing of the runner between users (lib/execution-gate.ts). */
    fairness: ExecutionFairness;
  };
  /** execute, format and share requests per user (or IP for guests) per minute */
  compilerRateLimitPerMinute: number;
  /** problem run + submit requests per user (or IP for guests) per minute */
  judgeRateLimitPerMinute: number;
  /** Bearer token that lets a non-loopback scraper read /metrics; null: loopback clients only. */
  metricsToken: string | null;
  youtube: VideosConfig;
  daily: DailyConfig;
  analytics: AnalyticsConfig;
  contests: ContestsConfig;
  services: ServicesConfig;
  payments: PaymentsConfig;
  profile: ProfileConfig;
  mail: MailConfig;
  interview: InterviewConfig;
}

export { DEFAULT_YOUTUBE_API_BASE } from './modules/videos/config';

export class ConfigError extends Error {}

/** Runner fairness (lib/execution-gate.ts); unset slots and per-user running caps follow the runner. */
function fairnessFrom(e: z.infer<typeof ConfigSchema>): ExecutionFairness {
  return {
    slots: e.RUNNER_SLOTS,
    runningPerUser: e.RUNNER_RUNNING_PER_USER,
    queuedPerUser: e.RUNNER_QUEUED_PER_USER,
    queueLimit: e.RUNNER_QUEUE_LIMIT ?? 64,
    guestMaxRunMs: e.RUNNER_GUEST_MAX_RUN_MS,
  };
}

/** Reads and validates configuration from the environment; throws a readable ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? {
          issuer: e.OIDC_ISSUER,
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET,
          allowInsecure: e.OIDC_ALLOW_INSECURE_ISSUER,
        }
      : null;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    webOrigins: (e.WEB_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    webDistDir: resolve(e.WEB_DIST_DIR ?? join(serverPackageRoot(), '../web/dist')),
    contentDir: resolve(e.CONTENT_DIR ?? join(serverPackageRoot(), '../../content')),
    google,
    // with Google sign-in configured, only ALLOW_DEV_LOGIN offers the development sign-in
    devLoginEnabled: e.ALLOW_DEV_LOGIN || (!google && e.NODE_ENV !== 'production'),
    devLoginFromAnyAddress: e.ALLOW_DEV_LOGIN,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    redisUrl: e.REDIS_URL ?? queueSettingsFrom(e)?.url ?? null,
    runner: {
      cacheDir: resolve(e.RUNNER_CACHE_DIR ?? join(dataDir, 'runner-cache')),
      poolSize: e.RUNNER_POOL_SIZE,
      queueLimit: e.RUNNER_QUEUE_LIMIT,
      queue: queueSettingsFrom(e),
      fairness: fairnessFrom(e),
    },
    compilerRateLimitPerMinute: e.COMPILER_RATE_LIMIT_PER_MINUTE,
    judgeRateLimitPerMinute: e.JUDGE_RATE_LIMIT_PER_MINUTE,
    metricsToken: e.METRICS_TOKEN ?? null,
    youtube: videosConfigFrom(e),
    daily: dailyConfigFrom(e),
    analytics: analyticsConfigFrom(e),
    contests: contestsConfigFrom(e),
    services: servicesConfigFrom(e),
    payments: paymentsConfigFrom(e, e.NODE_ENV),
    profile: profileConfigFrom(e),
    mail: mailConfigFrom(e),
    interview: interviewConfigFrom(e),
  };
}
