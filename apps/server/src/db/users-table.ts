import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The identity every module's tables reference. It lives with the schema, not in the auth module, so a
 * module's tables import only table definitions (never a module's index, which pulls in services).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    avatar: text('avatar'),
    googleId: text('google_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email), uniqueIndex('users_google_id_key').on(table.googleId)],
);
