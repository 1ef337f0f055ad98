import {
  CreateTicketRequestSchema,
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
import { requireRole, rolesOf, type ServicesConfig } from '../services';
import type { Actor, TicketService } from './ticket-service';

export interface SupportRouteDeps {
  tickets: TicketService;
  services: ServicesConfig;
}

/** Opening tickets and replying: generous for people, a wall for scripts. */
const writeLimit = { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perUserRateLimitKey } };

export const supportRoutes: FastifyPluginAsync<SupportRouteDeps> = async (plainApp, { tickets, services }) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const actor = async (request: FastifyRequest): Promise<Actor> => {
    const user = await request.requireUser();
    return { id: user.id, staff: rolesOf(services, user.email).includes('admin') };
  };

  app.post(
    '/api/support/tickets',
    { config: writeLimit, schema: { body: CreateTicketRequestSchema, response: { 200: TicketResponseSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return { success: true as const, ticket: await tickets.create(user.id, request.body) };
    },
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
      await requireRole(request, services, 'admin');
      return { success: true as const, tickets: await tickets.listForStaff(request.query) };
    },
  );
};
