import { join, resolve } from 'node:path';
import { queueSettingsFrom, type RunnerQueueSettings, runnerQueueEnv } from '@codingkaro/judge-queue';
import { z } from 'zod';
import { booleanFromEnv, optionalText } from './lib/env';
import { serverPackageRoot } from './lib/package-root';
import { type AnalyticsConfig, analyticsConfigFrom, analyticsEnv } from './modules/analytics/config';
import { type ContestsConfig, contestsConfigFrom, contestsEnv } from './modules/contests/config';
import { type MailConfig, mailConfigFrom, mailEnv } from './modules/mail/config';
import { type PaymentsConfig, paymentsConfigFrom, paymentsEnv, razorpayKeysIncomplete } from './modules/payments/config';
import { type ProfileConfig, profileConfigFrom, profileEnv } from './modules/profile/config';
import { type ServicesConfig, servicesConfigFrom, servicesEnv } from './modules/services/config';
import { type VideosConfig, videosConfigFrom, videosEnv } from './modules/videos/config';

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
    TRUST_PROXY: booleanFromEnv,
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
    COMPILER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    JUDGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    ...videosEnv,
    ...analyticsEnv,
    ...contestsEnv,
    ...servicesEnv,
    ...paymentsEnv,
    ...profileEnv,
    ...mailEnv,
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
  trustProxy: boolean;
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
  };
  /** execute, format and share requests per user (or IP for guests) per minute */
  compilerRateLimitPerMinute: number;
  /** problem run + submit requests per user (or IP for guests) per minute */
  judgeRateLimitPerMinute: number;
  /** Bearer token that lets a non-loopback scraper read /metrics; null: loopback clients only. */
  metricsToken: string | null;
  youtube: VideosConfig;
  analytics: AnalyticsConfig;
  contests: ContestsConfig;
  services: ServicesConfig;
  payments: PaymentsConfig;
  profile: ProfileConfig;
  mail: MailConfig;
}

export { DEFAULT_YOUTUBE_API_BASE } from './modules/videos/config';

export class ConfigError extends Error {}

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
    },
    compilerRateLimitPerMinute: e.COMPILER_RATE_LIMIT_PER_MINUTE,
    judgeRateLimitPerMinute: e.JUDGE_RATE_LIMIT_PER_MINUTE,
    metricsToken: e.METRICS_TOKEN ?? null,
    youtube: videosConfigFrom(e),
    analytics: analyticsConfigFrom(e, e.ADMIN_EMAILS),
    contests: contestsConfigFrom(e),
    services: servicesConfigFrom(e),
    payments: paymentsConfigFrom(e, e.NODE_ENV),
    profile: profileConfigFrom(e),
    mail: mailConfigFrom(e),
  };
}
