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
import { authModule } from './modules/auth';
import { compilerModule } from './modules/compiler';
import { coursesModule } from './modules/courses';
import { healthModule } from './modules/health';
import { problemsModule } from './modules/problems';
import { videosModule } from './modules/videos';
import { appContextPlugin } from './plugins/app-context';
import { registerCompression } from './plugins/compression';
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
  await registerCompression(app);
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

  // Modules. auth first: its session decorators are for every module. Seeding modules seed their
  // content (idempotent) before registering their routes.
  await app.register(authModule);
  await app.register(healthModule);
  await app.register(compilerModule);
  await app.register(coursesModule);
  await app.register(problemsModule);
  await app.register(videosModule);

  await registerStaticWeb(app, config.webDistDir);
  return app;
}
