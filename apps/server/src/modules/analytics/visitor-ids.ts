import { createHash } from 'node:crypto';
import type { SaltRepository } from './salt-repository';

/** A salt lives 48 hours, then it is deleted and the visitor ids made with it can no longer be recomputed. */
export const SALT_LIFETIME_MS = 48 * 3_600_000;

/**
 * Cookieless visitor ids (the Plausible scheme): sha256(daily secret salt, IP, user agent). The
 * salt is random per UTC day and kept only in the database, never guessable from the date, so
 * the same browser gets a new id every day and no raw IP or user agent is stored anywhere.
 */
export function createVisitorIds(salts: SaltRepository, now: () => Date) {
  let cached: { day: string; salt: string } | null = null;

  async function rotate(day: string, at: Date): Promise<string> {
    await salts.deleteCreatedBefore(new Date(at.getTime() - SALT_LIFETIME_MS));
    const salt = await salts.saltFor(day, at);
    cached = { day, salt };
    return salt;
  }

  return {
    async visitorId(ip: string, userAgent: string): Promise<string> {
      const at = now();
      const day = at.toISOString().slice(0, 10);
      const salt = cached?.day === day ? cached.salt : await rotate(day, at);
      return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('hex').slice(0, 32);
    },

    /** Deletes salts older than 48 h (also run hourly, so they go even when nobody visits). */
    async purgeExpiredSalts(): Promise<number> {
      const at = now();
      const removed = await salts.deleteCreatedBefore(new Date(at.getTime() - SALT_LIFETIME_MS));
      if (cached && cached.day !== at.toISOString().slice(0, 10)) cached = null;
      return removed;
    },
  };
}
export type VisitorIds = ReturnType<typeof createVisitorIds>;
