import type { StaffTicketQuery, TicketCategory, TicketStatus } from '@codingkaro/contracts';
import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/users-table';
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
  // A guest's ticket has no user: the name and address they gave.
  requesterName: sql<string>`coalesce(${users.name}, ${supportTickets.guestName}, '')`,
  requesterEmail: sql<string>`coalesce(${users.email}, ${supportTickets.guestEmail}, '')`,
};
export type TicketRow = {
  id: string;
  number: number;
  userId: string | null;
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
  const selectTickets = () => db.select(summaryColumns).from(supportTickets).leftJoin(users, eq(users.id, supportTickets.userId));

  return {
    async create(
      values: { subject: string; category: TicketCategory; message: string } & (
        | { userId: string }
        | { userId: null; guestName: string; guestEmail: string }
      ),
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const requester =
          values.userId === null ? { guestName: values.guestName, guestEmail: values.guestEmail } : { userId: values.userId };
        const [ticket] = await tx
          .insert(supportTickets)
          .values({ ...requester, subject: values.subject, category: values.category })
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
          authorName: sql<string>`coalesce(${users.name}, ${supportTickets.guestName}, '')`,
          fromStaff: supportMessages.fromStaff,
          body: supportMessages.body,
          createdAt: supportMessages.createdAt,
        })
        .from(supportMessages)
        .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
        .leftJoin(users, eq(users.id, supportMessages.authorId))
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
