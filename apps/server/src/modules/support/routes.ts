import {
  CreateTicketRequestSchema,
  GuestTicketRequestSchema,
  GuestTicketResponseSchema,
  StaffTicketQuerySchema,
  TicketListResponseSchema,
  TicketParamsSchema,
  TicketReplyRequestSchema,
  TicketResponseSchema,
  TicketStatusRequestSchema,
} from '@codingkaro/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { perUserRateLimitKey } from '../../lib/rate-limit-key';
import type { Actor, TicketService } from './ticket-service';

export interface SupportRouteDeps {
  tickets: TicketService;
}

/** Opening tickets and replying: generous for people, a wall for scripts. */
const writeLimit = { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perUserRateLimitKey } };

export const supportRoutes: FastifyPluginAsync<SupportRouteDeps> = async (plainApp, { tickets }) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const actor = async (request: FastifyRequest): Promise<Actor> => {
    const user = await request.requireUser();
    return { id: user.id, staff: (await request.staffRoles()).includes('admin') };
  };

  app.post(
    '/api/support/tickets',
    { config: writeLimit, schema: { body: CreateTicketRequestSchema, response: { 200: TicketResponseSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return { success: true as const, ticket: await tickets.create(user.id, request.body) };
    },
  );

  // Signed-out visitors: a ticket with a name and an email address; the answer arrives by email.
  // No captcha: a per-IP limit and validated input are the wall.
  app.post(
    '/api/support/guest-tickets',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
      schema: { body: GuestTicketRequestSchema, response: { 200: GuestTicketResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await tickets.createForGuest(request.body)) }),
  );

  app.get('/api/support/tickets', { schema: { response: { 200: TicketListResponseSchema } } }, async (request) => {
    const user = await request.requireUser();
    return { success: true as const, tickets: await tickets.listMine(user.id) };
  });

  app.get(
    '/api/support/tickets/:id',
    { schema: { params: TicketParamsSchema, response: { 200: TicketResponseSchema } } },
    async (request) => ({ success: true as const, ticket: await tickets.get(await actor(request), request.params.id) }),
  );

  app.post(
    '/api/support/tickets/:id/replies',
    {
      config: writeLimit,
      schema: { params: TicketParamsSchema, body: TicketReplyRequestSchema, response: { 200: TicketResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      ticket: await tickets.reply(await actor(request), request.params.id, request.body.message),
    }),
  );

  app.post(
    '/api/support/tickets/:id/status',
    { schema: { params: TicketParamsSchema, body: TicketStatusRequestSchema, response: { 200: TicketResponseSchema } } },
    async (request) => ({
      success: true as const,
      ticket: await tickets.setStatus(await actor(request), request.params.id, request.body.status),
    }),
  );

  app.get(
    '/api/staff/support/tickets',
    { schema: { querystring: StaffTicketQuerySchema, response: { 200: TicketListResponseSchema } } },
    async (request) => {
      await request.requireRole('admin');
      return { success: true as const, tickets: await tickets.listForStaff(request.query) };
    },
  );
};
