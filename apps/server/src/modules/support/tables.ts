import type { TicketCategory, TicketStatus } from '@codingkaro/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/users-table';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A short number people can quote ("ticket #42"). */
    number: serial('number').notNull().unique(),
    /** The signed-in requester; null for a guest's ticket, which has `guestName` and `guestEmail` instead. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    subject: text('subject').notNull(),
    category: text('category').$type<TicketCategory>().notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last time it became resolved or closed; the reopen window runs from here. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('support_tickets_user_idx').on(table.userId, table.updatedAt),
    index('support_tickets_queue_idx').on(table.status, table.updatedAt),
    check('support_tickets_requester_check', sql`${table.userId} IS NOT NULL OR ${table.guestEmail} IS NOT NULL`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** Null for a guest requester's message. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'cascade' }),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_ticket_idx').on(table.ticketId, table.createdAt)],
);
