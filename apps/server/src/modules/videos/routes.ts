import { ListVideosResponseSchema } from '@codingkaro/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { VideoService } from './service';

export interface VideoRouteDeps {
  service: VideoService;
}

export const videoRoutes: FastifyPluginAsync<VideoRouteDeps> = async (plainApp, { service }) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();

  app.get('/api/videos', { schema: { response: { 200: ListVideosResponseSchema } } }, async (_request, reply) => {
    const playlist = await service.getPlaylist();
    // The same for every visitor; the server keeps its own cache, so browsers only hold it briefly.
    reply.header('cache-control', 'public, max-age=60');
    return { success: true as const, ...playlist };
  });
};
