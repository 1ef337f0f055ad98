import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per seeded module (`courses`, `problems`): the digest of the content files it was last
 * seeded from and how many active rows that seed left. Start-up compares the files' digest with it
 * and skips reading and parsing the content when both match (src/lib/seed-content.ts).
 */
export const contentDigests = pgTable('content_digests', {
  name: text('name').primaryKey(),
  digest: text('digest').notNull(),
  activeRows: integer('active_rows').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
