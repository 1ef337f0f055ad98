import type { FastifyPluginAsync } from 'fastify';
import { supportRoutes } from './routes';
import { createTicketRepository } from './ticket-repository';
import { createTicketService } from './ticket-service';

/** Support tickets (`/api/support/*`, staff queue `/api/staff/support/*`); 404 when FEATURE_SUPPORT_TICKETS is false. */
export const supportModule: FastifyPluginAsync = async (app) => {
  if (!app.config.services.features.supportTickets) return;
  const { services, publicUrl } = app.config;
  const tickets = createTicketService({
    tickets: createTicketRepository(app.db),
    mailer: app.mailer,
    supportInbox: services.supportEmail ? [services.supportEmail] : services.roleEmails.admin,
    publicUrl,
    log: app.log,
  });
  await app.register(supportRoutes, { tickets });
};
