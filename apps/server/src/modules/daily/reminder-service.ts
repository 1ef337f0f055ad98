import type { DailyReminderSettings } from '@codingkaro/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { DateTime } from 'luxon';
import { badRequest } from '../../lib/app-error';
import type { Mailer } from '../mail';
import type { CardRepository } from './card-repository';
import { dailyReminderEmail } from './reminder-email';
import type { ReminderRepository } from './reminder-repository';
import type { DailyService } from './service';

/** Reviews named in the email; the count covers all. */
const TITLES_IN_EMAIL = 5;
const DEFAULT_HOUR = 9;

export interface ReminderServiceDeps {
  reminders: ReminderRepository;
  cards: Pick<CardRepository, 'countDue'>;
  daily: Pick<DailyService, 'today' | 'zoneOf'>;
  mailer: Pick<Mailer, 'send' | 'smtpConfigured'>;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  now: () => Date;
}

const isZone = (zone: string) => DateTime.local({ zone }).isValid;

export function createDailyReminderService(deps: ReminderServiceDeps) {
  const { reminders, now } = deps;
  return {
    async get(userId: string, clientZone: string | null): Promise<DailyReminderSettings> {
      const row = await reminders.get(userId);
      if (row) return { enabled: row.enabled, hour: row.hour, timeZone: row.timeZone };
      return { enabled: false, hour: DEFAULT_HOUR, timeZone: await deps.daily.zoneOf(userId, clientZone) };
    },

    async save(userId: string, settings: DailyReminderSettings): Promise<DailyReminderSettings> {
      if (!isZone(settings.timeZone)) throw badRequest('timeZone: unknown time zone');
      const row = await reminders.save(userId, settings, now());
      return { enabled: row.enabled, hour: row.hour, timeZone: row.timeZone };
    },

    unsubscribe: (token: string) => reminders.unsubscribe(token, now()),

    /**
     * Emails every opted-in learner whose local hour is their chosen one, once per local date,
     * only when reviews are due. The day is claimed before sending (at most once, across instances).
     */
    async sweep(): Promise<{ mailed: number }> {
      const at = now();
      let mailed = 0;
      for (const { reminder, email, name } of await reminders.listEnabled()) {
        const local = DateTime.fromJSDate(at, { zone: reminder.timeZone });
        if (!local.isValid || local.hour !== reminder.hour) continue;
        const day = local.toISODate() as string;
        if (reminder.lastSentDay === day) continue;
        if ((await deps.cards.countDue(reminder.userId, at)) === 0) continue;
        if (!(await reminders.claimDay(reminder.userId, day))) continue;
        const today = await deps.daily.today(reminder.userId, reminder.timeZone);
        if (today.dueCount === 0) continue;
        const message = dailyReminderEmail({
          name,
          dueCount: today.dueCount,
          dueTitles: today.reviews.slice(0, TITLES_IN_EMAIL).map((r) => r.title),
          problemOfTheDay: today.problemOfTheDay,
          todayUrl: `${deps.publicUrl}/today`,
          unsubscribeUrl: `${deps.publicUrl}/api/daily/reminders/unsubscribe?token=${reminder.unsubscribeToken}`,
        });
        await deps.mailer.send({ to: email, ...message });
        mailed++;
      }
      if (mailed) deps.log.info({ mailed }, 'daily practice reminders sent');
      return { mailed };
    },
  };
}
export type DailyReminderService = ReturnType<typeof createDailyReminderService>;
