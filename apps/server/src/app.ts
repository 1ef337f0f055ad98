import { randomUUID } from 'node:crypto';
import type { Runner } from '@codingkaro/runner';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { analyticsModule } from './modules/analytics';
import { authRoutes } from './modules/auth/auth-routes';
import { createLoginAttemptRepository } from './modules/auth/login-attempt-repository';
import { createOidcClient } from './modules/auth/oidc-client';
import { sessionPlugin } from './modules/auth/session-plugin';
import { createSessionRepository } from './modules/auth/session-repository';
import { createUserRepository } from './modules/auth/user-repository';
import { compilerRoutes } from './modules/compiler/compiler-routes';
import { createSnippetRepository } from './modules/compiler/snippet-repository';
import { createCourseRepository } from './modules/courses/course-repository';
import { createCourseService } from './modules/courses/course-service';
import { courseRoutes } from './modules/courses/courses-routes';
import { seedCourses } from './modules/courses/seed-courses';
import { healthModule } from './modules/health';
import { ProblemFilesCache } from './modules/problems/problem-content';
import { createProblemRepository } from './modules/problems/problem-repository';
import { createProblemService } from './modules/problems/problem-service';
import { problemRoutes } from './modules/problems/problems-routes';
import { seedProblems } from './modules/problems/seed-problems';
import { streakModule } from './modules/streak';
import { videosModule } from './modules/videos';
import { appContextPlugin } from './plugins/app-context';
import { registerErrorHandler } from './plugins/error-handler';
import { registerStaticWeb } from './plugins/static-web';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: boolean | object;
  /** Sandboxed code runner; without it code execution (problem run/submit, compiler) answers 503. Closed by the caller. */
  runner?: Runner;
}

/** Builds the whole application without listening, so tests can `inject` requests. */
export async function buildApp({ config, database, logger, runner }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-session-token"]'],
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);

  // External plugins first, then the app's own plugins, then routes.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        frameSrc: ['https://www.youtube-nocookie.com'],
        connectSrc: ["'self'", ...config.webOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", 'https://accounts.google.com'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCors, {
    origin: config.webOrigins.length ? config.webOrigins : false,
    credentials: true,
    allowedHeaders: ['content-type', 'authorization', 'x-session-token', 'x-time-zone'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      code: 'RATE_LIMITED',
    }),
  });

  await app.register(appContextPlugin, { config, database, runner: runner ?? null });
  const { db } = database;
  const sessions = createSessionRepository(db, config.sessionTtlMs);
  await app.register(sessionPlugin, { sessions, config });

  // Content seeding (idempotent) before any route is registered.
  await seedCourses(db, { contentDir: config.contentDir, log: app.log });
  await seedProblems(db, { contentDir: config.contentDir, log: app.log });

  await app.register(healthModule);
  await app.register(authRoutes, {
    config,
    users: createUserRepository(db),
    sessions,
    loginAttempts: createLoginAttemptRepository(db),
    oidc: config.google
      ? createOidcClient({ ...config.google, redirectUri: `${config.publicUrl}/api/auth/google/callback` })
      : null,
  });
  await app.register(compilerRoutes, {
    runner,
    snippets: createSnippetRepository(db),
    rateLimitPerMinute: config.compilerRateLimitPerMinute,
  });

  const courseService = createCourseService(createCourseRepository(db), app.events);
  app.events.on('problem.submitted', (event) => courseService.onProblemSubmitted(event));
  await app.register(courseRoutes, { service: courseService });
  await app.register(problemRoutes, {
    service: createProblemService({
      repository: createProblemRepository(db),
      files: new ProblemFilesCache(config.contentDir),
      executor: runner,
      events: app.events,
      log: app.log,
    }),
    rateLimitPerMinute: config.judgeRateLimitPerMinute,
  });
  await app.register(videosModule);
  await app.register(streakModule);
  await app.register(analyticsModule);

  await registerStaticWeb(app, config.webDistDir);
  return app;
}
