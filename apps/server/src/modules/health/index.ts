import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './routes';

/** The spec's wake-up ping. */
export const healthModule: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
