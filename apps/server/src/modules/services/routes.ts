import { type ServicesConfigResponse, ServicesConfigResponseSchema } from '@codingkaro/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServicesConfig } from './config';

export interface ServicesRouteDeps {
  services: ServicesConfig;
  paymentProvider: 'razorpay' | 'test' | null;
  paymentMethods: ServicesConfigResponse['paymentMethods'];
  /** Whether the video page has a playlist to show (its menu entry is hidden when not). */
  videosConfigured: boolean;
}

export const servicesRoutes: FastifyPluginAsync<ServicesRouteDeps> = async (plainApp, deps) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();

  // Which services are on and what the viewer may do; the web app hides screens and menu entries from it.
  app.get('/api/services/config', { schema: { response: { 200: ServicesConfigResponseSchema } } }, async (request) => {
    const { features, supportEmail } = deps.services;
    return {
      success: true as const,
      features: { ...features, videos: deps.videosConfigured },
      roles: await request.staffRoles(),
      paymentProvider: features.payments ? deps.paymentProvider : null,
      paymentMethods: features.payments ? deps.paymentMethods : [],
      supportEmail,
    };
  });
};
