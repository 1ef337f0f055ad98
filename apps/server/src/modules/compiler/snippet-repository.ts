import { randomBytes } from 'node:crypto';
import type { CompilerLanguage } from '@codingkaro/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { snippets } from './tables';

export type SnippetRow = typeof snippets.$inferSelect;

/** 8 random bytes as base64url: 11 url-safe characters, 64 bits, not guessable. */
export const newSnippetId = () => randomBytes(8).toString('base64url');

export function createSnippetRepository(db: Database) {
  return {
    async create(input: { language: CompilerLanguage; code: string; stdin: string }): Promise<SnippetRow> {
      // A collision of 64 random bits is practically impossible; retry anyway rather than fail.
      for (let attempt = 0; ; attempt++) {
        const [row] = await db
          .insert(snippets)
          .values({ id: newSnippetId(), ...input })
          .onConflictDoNothing()
          .returning();
        if (row) return row;
        if (attempt >= 2) throw new Error('could not allocate a snippet id');
      }
    },

    async find(id: string): Promise<SnippetRow | null> {
      const [row] = await db.select().from(snippets).where(eq(snippets.id, id)).limit(1);
      return row ?? null;
    },
  };
}

export type SnippetRepository = ReturnType<typeof createSnippetRepository>;
