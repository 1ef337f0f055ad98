import {
  CardParamsSchema,
  CardQuerySchema,
  PLATFORM_IDS,
  PLATFORMS,
  ProfileQuerySchema,
  ProfileResponseSchema,
  PublicHandleParamsSchema,
  PublicProfileResponseSchema,
  UpdateBasicRequestSchema,
  UpdatePlatformsRequestSchema,
  UpdatePublicHandleRequestSchema,
  UpdateVisibilityRequestSchema,
  USERNAME_PATTERNS,
  VALIDATE_FAILED,
  ValidateUsernameRequestSchema,
  ValidateUsernameResponseSchema,
} from '@codingkaro/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { UpstreamError } from '../../lib/upstream';
import { renderProfileCard } from './card-svg';
import { assertOwnEmail, type ProfileService } from './profile-service';
import type { StatsService } from './stats-service';

export interface ProfileRouteDeps {
  service: ProfileService;
  stats: StatsService;
  refreshPerMinute: number;
}

async function userKey(request: FastifyRequest): Promise<string> {
  const session = await request.session().catch(() => null);
  return session ? `user:${session.user.id}` : `ip:${request.ip}`;
}

export const profileRoutes: FastifyPluginAsync<ProfileRouteDeps> = async (plainApp, { service, stats, refreshPerMinute }) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const perUser = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute', keyGenerator: userKey } });

  app.get(
    '/api/profile/user',
    { schema: { querystring: ProfileQuerySchema, response: { 200: ProfileResponseSchema } } },
    async (request) => {
      const user = await request.requireUser();
      assertOwnEmail(user, request.query.email);
      return { success: true as const, profile: await service.load(user) };
    },
  );

  app.post(
    '/api/profile/update',
    { config: perUser(30), schema: { body: UpdatePlatformsRequestSchema, response: { 200: ProfileResponseSchema } } },
    async (request) => {
      const user = await request.requireUser();
      assertOwnEmail(user, request.body.email);
      return { success: true as const, profile: await service.updatePlatforms(user, request.body) };
    },
  );

  app.post(
    '/api/profile/update-basic',
    { config: perUser(30), schema: { body: UpdateBasicRequestSchema, response: { 200: ProfileResponseSchema } } },
    async (request) => {
      const user = await request.requireUser();
      assertOwnEmail(user, request.body.email);
      return { success: true as const, profile: await service.updateBasic(user, request.body) };
    },
  );

  app.post(
    '/api/profile/refresh',
    { config: perUser(refreshPerMinute), schema: { response: { 200: ProfileResponseSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return { success: true as const, profile: await service.refresh(user) };
    },
  );

  app.post(
    '/api/profile/visibility',
    { config: perUser(10), schema: { body: UpdateVisibilityRequestSchema, response: { 200: ProfileResponseSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return { success: true as const, profile: await service.setVisibility(user, request.body.isPublic) };
    },
  );

  app.post(
    '/api/profile/handle',
    { config: perUser(10), schema: { body: UpdatePublicHandleRequestSchema, response: { 200: ProfileResponseSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return { success: true as const, profile: await service.setPublicHandle(user, request.body.handle) };
    },
  );

  // Asks the platform itself, so it is limited per user.
  app.post(
    '/api/profile/validate',
    { config: perUser(20), schema: { body: ValidateUsernameRequestSchema, response: { 200: ValidateUsernameResponseSchema } } },
    async (request) => {
      await request.requireUser();
      const platform = PLATFORM_IDS.find((id) => request.body[id] !== undefined);
      const username = platform ? (request.body[platform] ?? '') : '';
      if (!platform) throw new AppError(400, 'Name exactly one platform');
      if (!USERNAME_PATTERNS[platform].test(username)) return { success: true as const, [platform]: false };
      try {
        return { success: true as const, [platform]: await stats.exists(platform, username) };
      } catch (error) {
        if (error instanceof UpstreamError) {
          request.log.warn({ platform, reason: error.reason }, 'username validation could not reach the platform');
          throw new AppError(502, `${VALIDATE_FAILED} (${PLATFORMS[platform].name} ${error.reason})`, 'UPSTREAM_FAILED');
        }
        throw error;
      }
    },
  );

  app.get(
    '/api/profile/public/:handle',
    { config: perUser(60), schema: { params: PublicHandleParamsSchema, response: { 200: PublicProfileResponseSchema } } },
    async (request) => ({ success: true as const, profile: await service.publicProfile(request.params.handle) }),
  );

  app.get(
    '/api/profile/card/:file',
    { config: perUser(60), schema: { params: CardParamsSchema, querystring: CardQuerySchema } },
    async (request, reply) => {
      const handle = request.params.file.replace(/\.svg$/, '');
      const profile = await service.publicProfile(handle);
      // README images are fetched through GitHub's camo proxy, which honours these.
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=1800, stale-while-revalidate=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return renderProfileCard(profile, request.query.theme);
    },
  );
};
