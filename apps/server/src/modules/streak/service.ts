import { STREAK_RECENT_DAYS, type Streak } from '@codingkaro/contracts';
import type { PracticeEvent } from '../../lib/domain-events';
import { addDays, endOfLocalDay, localDate } from './local-day';
import type { PracticeDayRepository, PracticeKind } from './practice-day-repository';
import { computeStreak } from './streak-calculator';

export const FALLBACK_TIME_ZONE = 'UTC';

export interface StreakServiceDeps {
  repo: PracticeDayRepository;
  now?: () => Date;
}

/**
 * Records practice days from the other modules' events and answers the streak. A day is the local
 * date in the zone the client reported with the practice; without one, the zone the user's client
 * last reported, else the zone of their latest practice, else UTC.
 */
export function createStreakService({ repo, now = () => new Date() }: StreakServiceDeps) {
  async function knownZone(userId: string): Promise<string> {
    return (await repo.savedZone(userId)) ?? (await repo.latestPracticeZone(userId)) ?? FALLBACK_TIME_ZONE;
  }

  return {
    async recordPractice(event: PracticeEvent, kind: PracticeKind): Promise<void> {
      const timeZone = event.timeZone ?? (await knownZone(event.userId));
      await repo.record({ userId: event.userId, day: localDate(event.at, timeZone), timeZone, at: event.at, kind });
    },

    /** The user's streak with "today" in `clientZone` (the request's zone) or the last known one. */
    async getStreak(userId: string, clientZone: string | null): Promise<Streak> {
      const timeZone = clientZone ?? (await knownZone(userId));
      const at = now();
      const today = localDate(at, timeZone);
      const days = await repo.listDays(userId);
      const figures = computeStreak(days, today);
      const practised = new Set(days);
      const recentDays = Array.from({ length: STREAK_RECENT_DAYS }, (_, i) => {
        const date = addDays(today, i - (STREAK_RECENT_DAYS - 1));
        // After a move westwards a recorded date can be later than today here: it counts as today.
        return { date, practised: practised.has(date) || (date === today && figures.codedToday) };
      });
      return { ...figures, timeZone, today, todayEndsAt: endOfLocalDay(at, timeZone).toISOString(), recentDays };
    },

    /** The client's update call: remembers its zone for events that arrive without one, then answers the streak. */
    async update(userId: string, clientZone: string | null): Promise<Streak> {
      if (clientZone) await repo.saveZone(userId, clientZone, now());
      return this.getStreak(userId, clientZone);
    },
  };
}
export type StreakService = ReturnType<typeof createStreakService>;
