import type { StaffTicketQuery, TicketCategory, TicketStatus } from '@codingkaro/contracts';
import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../auth';
import { supportMessages, supportTickets } from './tables';

const summaryColumns = {
  id: supportTickets.id,
  number: supportTickets.number,
  userId: supportTickets.userId,
  subject: supportTickets.subject,
  category: supportTickets.category,
  status: supportTickets.status,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
  settledAt: supportTickets.settledAt,
  requesterName: users.name,
  requesterEmail: users.email,
};
export type TicketRow = {
  id: string;
  number: number;
  userId: string;
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  createdAt: Date;
  updatedAt: Date;
  settledAt: Date | null;
  requesterName: string;
  requesterEmail: string;
};

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createTicketRepository(db: Database) {
  const selectTickets = () =>
    db.select(summaryColumns).from(supportTickets).innerJoin(users, eq(users.id, supportTickets.userId));

  return {
    async create(values: { userId: string; subject: string; category: TicketCategory; message: string }): Promise<string> {
      return db.transaction(async (tx) => {
        const [ticket] = await tx
          .insert(supportTickets)
          .values({ userId: values.userId, subject: values.subject, category: values.category })
          .returning({ id: supportTickets.id });
        if (!ticket) throw new Error('ticket insert returned nothing');
        await tx
          .insert(supportMessages)
          .values({ ticketId: ticket.id, authorId: values.userId, fromStaff: false, body: values.message });
        return ticket.id;
      });
    },

    async find(id: string): Promise<TicketRow | undefined> {
      const [row] = await selectTickets().where(eq(supportTickets.id, id)).limit(1);
      return row;
    },

    async messages(ticketId: string) {
      return db
        .select({
          id: supportMessages.id,
          authorName: users.name,
          fromStaff: supportMessages.fromStaff,
          body: supportMessages.body,
          createdAt: supportMessages.createdAt,
        })
        .from(supportMessages)
        .innerJoin(users, eq(users.id, supportMessages.authorId))
        .where(eq(supportMessages.ticketId, ticketId))
        .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
    },

    async listForUser(userId: string): Promise<TicketRow[]> {
      return selectTickets().where(eq(supportTickets.userId, userId)).orderBy(desc(supportTickets.updatedAt)).limit(100);
    },

    /** The staff queue: the longest-waiting first. */
    async listForStaff(filters: StaffTicketQuery): Promise<TicketRow[]> {
      const conditions: SQL[] = [];
      if (filters.status) conditions.push(eq(supportTickets.status, filters.status));
      if (filters.category) conditions.push(eq(supportTickets.category, filters.category));
      if (filters.search) conditions.push(ilike(supportTickets.subject, likePattern(filters.search)));
      return selectTickets()
        .where(and(...conditions))
        .orderBy(asc(supportTickets.updatedAt))
        .limit(200);
    },

    /** Adds a message and moves the ticket to `status` in one transaction. */
    async reply(values: { ticketId: string; authorId: string; fromStaff: boolean; body: string; status: TicketStatus }) {
      await db.transaction(async (tx) => {
        await tx.insert(supportMessages).values({
          ticketId: values.ticketId,
          authorId: values.authorId,
          fromStaff: values.fromStaff,
          body: values.body,
        });
        await tx
          .update(supportTickets)
          .set({ status: values.status, updatedAt: new Date() })
          .where(eq(supportTickets.id, values.ticketId));
      });
    },

    async setStatus(ticketId: string, status: TicketStatus) {
      const settled = status === 'resolved' || status === 'closed';
      await db
        .update(supportTickets)
        .set({ status, updatedAt: new Date(), ...(settled ? { settledAt: new Date() } : {}) })
        .where(eq(supportTickets.id, ticketId));
    },
  };
}
export type TicketRepository = ReturnType<typeof createTicketRepository>;
