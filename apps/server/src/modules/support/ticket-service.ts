import {
  type CreateTicketRequest,
  type GuestTicketRequest,
  type StaffTicketQuery,
  TICKET_REOPEN_DAYS,
  type Ticket,
  type TicketStatus,
  type TicketSummary,
} from '@codingkaro/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { Mailer } from '../mail';
import { staffReplyEmail, supportInboxEmails } from './emails';
import type { TicketRepository, TicketRow } from './ticket-repository';

const REOPEN_WINDOW_MS = TICKET_REOPEN_DAYS * 24 * 60 * 60 * 1000;

export interface Actor {
  id: string;
  /** Staff (admins) see every ticket and answer them. */
  staff: boolean;
}

const toSummary = (row: TicketRow): TicketSummary => ({
  id: row.id,
  number: row.number,
  subject: row.subject,
  category: row.category,
  status: row.status,
  requester: { name: row.requesterName, email: row.requesterEmail },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
});

const settled = (status: TicketStatus) => status === 'resolved' || status === 'closed';

export interface TicketServiceDeps {
  tickets: TicketRepository;
  mailer: Pick<Mailer, 'sendLater'>;
  /** Who hears about new tickets and requesters' replies: SUPPORT_EMAIL, or the admins when it is unset. */
  supportInbox: string[];
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => number;
}

export function createTicketService(deps: TicketServiceDeps) {
  const { tickets, log } = deps;
  const now = deps.now ?? Date.now;
  /** After the write, in the background: mail never holds up or undoes the request. */
  const notify = (id: string, body: string, kind: 'new' | 'reply' | 'staff-reply') =>
    deps.mailer.sendLater(async () => {
      const row = await tickets.find(id);
      if (!row) return [];
      if (kind === 'staff-reply') return [staffReplyEmail(row, body, deps.publicUrl)];
      if (deps.supportInbox.length === 0)
        log.warn({ ticketId: id }, 'no SUPPORT_EMAIL or ADMIN_EMAILS: nobody is emailed about tickets');
      return supportInboxEmails(row, body, kind, deps.supportInbox, deps.publicUrl);
    });
  const withinReopenWindow = (row: TicketRow) => !row.settledAt || now() - row.settledAt.getTime() <= REOPEN_WINDOW_MS;

  /** The ticket when the actor may see it; someone else's ticket answers like a missing one. */
  async function visible(actor: Actor, id: string): Promise<TicketRow> {
    const row = await tickets.find(id);
    if (!row || (!actor.staff && row.userId !== actor.id)) throw notFound('Ticket not found');
    return row;
  }

  async function full(row: TicketRow): Promise<Ticket> {
    const messages = await tickets.messages(row.id);
    return {
      ...toSummary(row),
      canReopen: settled(row.status) && withinReopenWindow(row),
      messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    };
  }

  const reopenRefused = () =>
    new AppError(
      409,
      `This ticket was settled more than ${TICKET_REOPEN_DAYS} days ago and can no longer be reopened. Please open a new ticket.`,
      'CONFLICT',
    );

  return {
    async create(userId: string, request: CreateTicketRequest): Promise<Ticket> {
      const id = await tickets.create({ userId, ...request });
      log.info({ ticketId: id, category: request.category }, 'support ticket opened');
      notify(id, request.message, 'new');
      return full(await visible({ id: userId, staff: false }, id));
    },

    /** A signed-out visitor's ticket: staff see it in the queue and answer it by email. */
    async createForGuest(request: GuestTicketRequest): Promise<{ number: number }> {
      const { name, email, ...ticket } = request;
      const id = await tickets.create({ userId: null, guestName: name, guestEmail: email.toLowerCase(), ...ticket });
      log.info({ ticketId: id, category: request.category }, 'support ticket opened by a guest');
      notify(id, request.message, 'new');
      const row = await tickets.find(id);
      if (!row) throw new Error('guest ticket vanished after insert');
      return { number: row.number };
    },

    async get(actor: Actor, id: string): Promise<Ticket> {
      return full(await visible(actor, id));
    },

    async listMine(userId: string): Promise<TicketSummary[]> {
      return (await tickets.listForUser(userId)).map(toSummary);
    },

    async listForStaff(filters: StaffTicketQuery): Promise<TicketSummary[]> {
      return (await tickets.listForStaff(filters)).map(toSummary);
    },

    /**
     * A staff answer puts the ticket in 'waiting on you'; the requester's answer opens it again
     * (within the reopen window when it was resolved or closed).
     */
    async reply(actor: Actor, id: string, body: string): Promise<Ticket> {
      const row = await visible(actor, id);
      const fromStaff = actor.staff && row.userId !== actor.id;
      if (!fromStaff && settled(row.status) && !withinReopenWindow(row)) throw reopenRefused();
      await tickets.reply({ ticketId: id, authorId: actor.id, fromStaff, body, status: fromStaff ? 'waiting-on-you' : 'open' });
      notify(id, body, fromStaff ? 'staff-reply' : 'reply');
      return full(await visible(actor, id));
    },

    /** Requesters may close their ticket or reopen it within the window; staff may set any status. */
    async setStatus(actor: Actor, id: string, status: TicketStatus): Promise<Ticket> {
      const row = await visible(actor, id);
      if (!actor.staff) {
        const reopening = status === 'open' && settled(row.status);
        if (status !== 'closed' && !reopening) throw forbidden('Only staff can set that status.');
        if (reopening && !withinReopenWindow(row)) throw reopenRefused();
      }
      if (row.status !== status) await tickets.setStatus(id, status);
      return full(await visible(actor, id));
    },
  };
}
export type TicketService = ReturnType<typeof createTicketService>;
