import {
  CreateCvReviewRequestSchema,
  CV_MAX_BYTES,
  CvFeedbackSchema,
  CvReviewListResponseSchema,
  CvReviewParamsSchema,
  CvReviewResponseSchema,
} from '@codingkaro/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error';
import { perUserRateLimitKey } from '../../lib/rate-limit-key';
import type { ReviewService, Viewer } from './review-service';
import { UploadedFile } from './upload-body';

export interface CvReviewRouteDeps {
  reviews: ReviewService;
}

const writeLimit = { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perUserRateLimitKey } };

export const cvReviewRoutes: FastifyPluginAsync<CvReviewRouteDeps> = async (plainApp, { reviews }) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const viewer = async (request: FastifyRequest): Promise<Viewer> => {
    const user = await request.requireUser();
    return { id: user.id, reviewer: (await request.staffRoles()).includes('reviewer') };
  };

  // The PDF arrives as the raw request body; its type is checked by content in the service.
  for (const type of ['application/pdf', 'application/octet-stream']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: CV_MAX_BYTES }, (_request, body, done) =>
      done(null, new UploadedFile(body as Buffer)),
    );
  }

  app.post(
    '/api/cv-reviews',
    { config: writeLimit, schema: { body: CreateCvReviewRequestSchema, response: { 200: CvReviewResponseSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return { success: true as const, review: await reviews.create(user.id, request.body) };
    },
  );

  app.get('/api/cv-reviews', { schema: { response: { 200: CvReviewListResponseSchema } } }, async (request) => {
    const user = await request.requireUser();
    return { success: true as const, reviews: await reviews.listMine(user.id) };
  });

  app.get(
    '/api/cv-reviews/:id',
    { schema: { params: CvReviewParamsSchema, response: { 200: CvReviewResponseSchema } } },
    async (request) => ({ success: true as const, review: await reviews.get(await viewer(request), request.params.id) }),
  );

  app.put(
    '/api/cv-reviews/:id/file',
    { config: writeLimit, schema: { params: CvReviewParamsSchema, response: { 200: CvReviewResponseSchema } } },
    async (request) => {
      const user = await request.requireUser();
      if (!(request.body instanceof UploadedFile))
        throw badRequest('Send the PDF as the request body (Content-Type: application/pdf).');
      const header = request.headers['x-file-name'];
      let name: string | undefined;
      try {
        name = typeof header === 'string' ? decodeURIComponent(header) : undefined;
      } catch {
        name = undefined;
      }
      return { success: true as const, review: await reviews.upload(user.id, request.params.id, request.body.content, name) };
    },
  );

  // The CV itself: only its owner and reviewers; always a download, never rendered on our origin.
  app.get('/api/cv-reviews/:id/file', { schema: { params: CvReviewParamsSchema } }, async (request, reply) => {
    const file = await reviews.file(await viewer(request), request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });

  app.get('/api/staff/cv-reviews', { schema: { response: { 200: CvReviewListResponseSchema } } }, async (request) => {
    await request.requireRole('reviewer');
    return { success: true as const, reviews: await reviews.queue() };
  });

  app.post(
    '/api/staff/cv-reviews/:id/claim',
    { schema: { params: CvReviewParamsSchema, response: { 200: CvReviewResponseSchema } } },
    async (request) => {
      const user = await request.requireRole('reviewer');
      return { success: true as const, review: await reviews.claim(user.id, request.params.id) };
    },
  );

  app.post(
    '/api/staff/cv-reviews/:id/feedback',
    {
      config: writeLimit,
      schema: { params: CvReviewParamsSchema, body: CvFeedbackSchema, response: { 200: CvReviewResponseSchema } },
    },
    async (request) => {
      const user = await request.requireRole('reviewer');
      return { success: true as const, review: await reviews.complete(user.id, request.params.id, request.body) };
    },
  );
};
