import type { FastifyPluginAsync } from 'fastify';
import { paymentProviderKind } from '../payments';
import { servicesRoutes } from './routes';

export type { ServicesConfig } from './config';

/** The paid services' switchboard: `GET /api/services/config` (flags, the viewer's staff roles, payment setup). */
export const servicesModule: FastifyPluginAsync = async (app) => {
  const { services, payments, youtube } = app.config;
  await app.register(servicesRoutes, {
    services,
    paymentProvider: paymentProviderKind(payments),
    paymentMethods: paymentProviderKind(payments) === 'razorpay' ? payments.methods : ['checkout'],
    videosConfigured: Boolean(youtube.apiKey && youtube.playlistId),
  });
};
