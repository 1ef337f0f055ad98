import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { createDiskFileStore } from './file-store';
import { createReviewRepository } from './review-repository';
import { createReviewService } from './review-service';
import { cvReviewRoutes } from './routes';

/**
 * CV review (`/api/cv-reviews/*`, reviewer queue `/api/staff/cv-reviews/*`): granted on the verified
 * `payment.succeeded` event for a 'cv-review' order whose reference is the review. 404 when FEATURE_CV_REVIEW is false.
 */
export const cvReviewModule: FastifyPluginAsync = async (app) => {
  if (!app.config.services.features.cvReview) return;
  const reviews = createReviewService({
    reviews: createReviewRepository(app.db),
    files: createDiskFileStore(join(app.config.dataDir, 'cv-reviews')),
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  app.payables.register('cv-review', reviews.payableState);
  app.events.on('payment.succeeded', async (event) => {
    if (event.product === 'cv-review' && event.reference) await reviews.grantPaid(event.userId, event.reference);
  });
  await app.register(cvReviewRoutes, { reviews });
};
