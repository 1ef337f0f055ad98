import type { FastifyPluginAsync } from 'fastify';
import { videoRoutes } from './routes';
import { createVideoService } from './service';
import { createVideoCacheRepository } from './video-cache-repository';

/** The video lessons page's playlist (`GET /api/videos`). */
export const videosModule: FastifyPluginAsync = async (app) => {
  const service = createVideoService({ ...app.config.youtube, repo: createVideoCacheRepository(app.db), log: app.log });
  await app.register(videoRoutes, { service });
};
