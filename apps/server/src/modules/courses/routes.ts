import { createHash } from 'node:crypto';
import {
  ExportProgressParamsSchema,
  GetCourseParamsSchema,
  GetCourseQuerySchema,
  GetCourseResponseSchema,
  ListCoursesResponseSchema,
  ListRevisionResponseSchema,
  SheetPlacesParamsSchema,
  SheetPlacesResponseSchema,
  UpdateQuestionParamsSchema,
  UpdateQuestionRequestSchema,
  UpdateQuestionResponseSchema,
} from '@codingkaro/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/app-error';
import { sendShared } from '../../plugins/compression';
import { type CourseService, LOGIN_TO_TRACK, type Viewer } from './service';

export interface CourseRouteDeps {
  service: CourseService;
}

async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const session = await request.session();
  return session ? { id: session.user.id, email: session.user.email } : null;
}

/** Guests are told to sign in before their (possibly invalid) body is even looked at. */
async function requireSignedIn(request: FastifyRequest) {
  if (!(await request.session())) throw unauthorized(LOGIN_TO_TRACK);
}

/**
 * A course answer is already serialised in the response schema's shape (course-cache.ts, checked
 * against the schema in test/courses.test.ts): a Buffer body is sent as it is. Page answers are
 * memoised (the guest's, and a signed-in user's until their progress changes), so each is
 * compressed once per encoding rather than per request.
 */
const sendSerialised = (request: FastifyRequest, reply: FastifyReply, body: Buffer) =>
  sendShared(request, reply.type('application/json; charset=utf-8'), body);

const etags = new WeakMap<Buffer, string>();

/**
 * A weak validator of a course answer (weak: the same JSON goes out br, gzip or plain). Answers are
 * memoised Buffers (a guest's, a user's per progress version), so each is hashed once, not per request.
 */
export function courseEtag(body: Buffer): string {
  let etag = etags.get(body);
  if (!etag) {
    etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    etags.set(body, etag);
  }
  return etag;
}

/** Whether an If-None-Match header names this validator (or `*`); weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export const courseRoutes: FastifyPluginAsync<CourseRouteDeps> = async (plainApp, { service }) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();

  // The spec's calls, answered both at the root and under /api.
  for (const prefix of ['', '/api']) {
    app.get(
      `${prefix}/codingkaro/courses/:courseName`,
      {
        schema: {
          params: GetCourseParamsSchema,
          querystring: GetCourseQuerySchema,
          response: { 200: GetCourseResponseSchema },
        },
      },
      async (request, reply) => {
        const body = await service.getCourseJson(request.params.courseName, await viewerOf(request), request.query.userEmail);
        // Kept by the browser but revalidated every time: an unchanged course and progress is a 304, no body.
        const etag = courseEtag(body);
        reply.header('cache-control', 'private, no-cache').header('etag', etag);
        // the response schema types 200 only; a 304 has no body to check
        if (matchesEtag(request.headers['if-none-match'], etag)) return (reply as FastifyReply).code(304).send();
        return sendSerialised(request, reply, body);
      },
    );

    app.put(
      `${prefix}/codingkaro/courses/:courseId/days/:dayNumber/questions/:questionId`,
      {
        preValidation: requireSignedIn,
        schema: {
          params: UpdateQuestionParamsSchema,
          body: UpdateQuestionRequestSchema,
          response: { 200: UpdateQuestionResponseSchema },
        },
      },
      async (request, reply) => {
        const body = await service.updateQuestionJson(
          request.params,
          request.body,
          await viewerOf(request),
          request.clientTimeZone(),
        );
        return sendSerialised(request, reply, body);
      },
    );
  }

  app.get('/api/courses', { schema: { response: { 200: ListCoursesResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: await service.listCourses(await viewerOf(request)) };
  });

  app.get(
    '/api/courses/places/:problemSlug',
    { schema: { params: SheetPlacesParamsSchema, response: { 200: SheetPlacesResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, places: await service.sheetPlaces(request.params.problemSlug) };
    },
  );

  app.get('/api/courses/revision', { schema: { response: { 200: ListRevisionResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: await service.listRevision(await viewerOf(request)) };
  });

  app.get('/api/courses/:slug/progress.csv', { schema: { params: ExportProgressParamsSchema } }, async (request, reply) => {
    const { filename, csv } = await service.exportCsv(request.params.slug, await viewerOf(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
};
