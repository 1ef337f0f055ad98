import { randomUUID } from 'node:crypto';
import type { Runner } from '@codingkaro/runner';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { analyticsModule } from './modules/analytics';
import { authModule, SESSION_COOKIE } from './modules/auth';
import { compilerModule } from './modules/compiler';
import { contestsModule } from './modules/contests';
import { coursesModule } from './modules/courses';
import { cvReviewModule } from './modules/cv-review';
import { dailyModule } from './modules/daily';
import { healthModule } from './modules/health';
import { interviewModule } from './modules/interview';
import { mailModule } from './modules/mail';
import { mentorshipModule } from './modules/mentorship';
import { paymentsModule } from './modules/payments';
import { problemsModule } from './modules/problems';
import { profileModule } from './modules/profile';
import { servicesModule } from './modules/services';
import { streakModule } from './modules/streak';
import { supportModule } from './modules/support';
import { videosModule } from './modules/videos';
import { appContextPlugin } from './plugins/app-context';
import { authorizationPlugin } from './plugins/authorization';
import { registerCompression } from './plugins/compression';
import { registerCrossSiteGuard } from './plugins/cross-site-guard';
import { registerErrorHandler } from './plugins/error-handler';
import { frameworkErrorResponder } from './plugins/framework-errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { OneLinePerRequest, requestLogFields } from './plugins/request-log';
import { registerSecurityHeaders, staticSecurityHeaders } from './plugins/security-headers';
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
    // a caller's logger options (tests: a stream) keep the redaction
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-session-token"]'],
            serializers: { req: requestLogFields },
            ...(typeof logger === 'object' ? logger : {}),
          },
    ...frameworkErrorResponder(staticSecurityHeaders(config)),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // a first seed of an empty database (problems: ~180 rendered) outlasts avvio's 10 s default on a loaded 2-core machine
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set when the request arrives (a synchronous hook), not in an async onSend hook: one promise less per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerErrorHandler(app);
  registerInputGuard(app);
  registerCrossSiteGuard(app, config);

  // External plugins first, then the app's own plugins, then routes.
  registerSecurityHeaders(app, config);
  await app.register(fastifyCors, {
    origin: config.webOrigins.length ? config.webOrigins : false,
    credentials: true,
    allowedHeaders: ['content-type', 'authorization', 'x-session-token', 'x-time-zone', 'x-utc-offset'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await registerCompression(app);
  await app.register(fastifyCookie);
  await registerRateLimit(app, config);

  await app.register(appContextPlugin, { config, database, runner: runner ?? null });
  await registerMetrics(app, database);
  await registerOpenApi(app);

  // Modules. mail first (its `app.mailer` decorator is for every module), then auth: its session
  // decorators are for every module, then authorization (`request.requireRole()`) built on them. Seeding modules seed their
  // content (idempotent) before registering their routes.
  await app.register(mailModule);
  await app.register(authModule);
  await app.register(authorizationPlugin);
  await app.register(healthModule);
  await app.register(compilerModule);
  await app.register(coursesModule);
  await app.register(problemsModule);
  await app.register(videosModule);
  await app.register(streakModule);
  await app.register(analyticsModule);
  await app.register(contestsModule);
  await app.register(servicesModule);
  await app.register(paymentsModule);
  await app.register(supportModule);
  await app.register(cvReviewModule);
  await app.register(mentorshipModule);
  await app.register(profileModule);
  await app.register(dailyModule);
  await app.register(interviewModule);

  await registerStaticWeb(app, config.webDistDir, (request) => Boolean(request.cookies[SESSION_COOKIE]), {
    sourceMaps: config.env !== 'production',
  });
  return app;
}
