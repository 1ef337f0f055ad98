import type { FastifyPluginAsync } from 'fastify';
import { withAdvisoryLock } from '../../lib/advisory-lock';
import { videoRoutes } from './routes';
import { createVideoService } from './service';
import { createVideoCacheRepository } from './video-cache-repository';

/** The video lessons page's playlist (`GET /api/videos`). */
export const videosModule: FastifyPluginAsync = async (app) => {
  const { apiKey, playlistId } = app.config.youtube;
  if (!apiKey || !playlistId) {
    // learners see a "coming soon" page and no menu entry; the set-up is for whoever runs the server
    app.log.info(
      'video lessons are off: set YOUTUBE_API_KEY (a YouTube Data API v3 key) and YOUTUBE_PLAYLIST_ID (the id after list= in a public playlist address) to show them',
    );
  }
  const service = createVideoService({
    ...app.config.youtube,
    repo: createVideoCacheRepository(app.db),
    log: app.log,
    exclusive: async (name, job) => {
      const outcome = await withAdvisoryLock({ db: app.db, kind: app.dbKind }, name, job, { wait: true });
      if (!outcome.ran) throw new Error(`${name}: lock not taken`); // unreachable with wait: true
      return outcome.value;
    },
  });
  await app.register(videoRoutes, { service });
};
