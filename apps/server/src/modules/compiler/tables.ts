import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Shared compiler programs (the Share button): read-only once saved, addressed by a short random id. */
export const snippets = pgTable(
  'snippets',
  {
    id: text('id').primaryKey(),
    language: text('language').notNull(),
    code: text('code').notNull(),
    stdin: text('stdin').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('snippets_created_at_idx').on(table.createdAt)],
);
