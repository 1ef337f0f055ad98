import {
  type ContestPlatform,
  type ContestReminder,
  REMINDER_LEAD_LABELS,
  type ReminderLeadMinutes,
} from '@codingkaro/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, notFound } from '../../lib/app-error';
import type { Mailer } from '../mail';
import type { ContestRepository } from './contest-repository';
import { reminderEmail } from './reminder-email';
import type { ClaimedReminder, ReminderRepository, ReminderWithContest } from './reminder-repository';

/** Reminders claimed per query; a sweep keeps claiming until fewer come back. */
const CLAIM_BATCH = 50;

export interface ReminderServiceDeps {
  reminders: ReminderRepository;
  contests: Pick<ContestRepository, 'findById'>;
  mailer: Pick<Mailer, 'send' | 'smtpConfigured'>;
  /** The tracker page's absolute URL, named in the email. */
  trackerUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
}

export interface SweepResult {
  /** Handed to the mailer (its outcome: sent, logged to the outbox, failed). */
  mailed: number;
  skipped: number;
}

const toReminder = ({ reminder, contest }: ReminderWithContest): ContestReminder => ({
  contestId: reminder.contestId,
  leadMinutes: reminder.leadMinutes as ReminderLeadMinutes,
  dueAt: reminder.dueAt.toISOString(),
  sentAt: reminder.sentAt?.toISOString() ?? null,
  contest: {
    title: contest.title,
    platform: contest.platform as ContestPlatform,
    start_time: contest.startTime.toISOString(),
    url: contest.url,
  },
});

const hasEmail = (email: string) => /^[^\s@]+@[^\s@]+$/.test(email);

export function createReminderService(deps: ReminderServiceDeps) {
  const { reminders, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function upcomingContest(contestId: string) {
    const contest = await deps.contests.findById(contestId);
    if (!contest) throw notFound('Contest not found');
    return contest;
  }

  async function deliver(claimed: ClaimedReminder, at: Date): Promise<'mailed' | 'skipped'> {
    const { reminder, contest } = claimed;
    if (contest.finished || contest.startTime <= at) {
      await reminders.recordOutcome(reminder.id, 'skipped-started');
      log.info(
        { reminder: reminder.id, contest: contest.id, dueAt: reminder.dueAt, startTime: contest.startTime },
        'contest reminder skipped: the contest already started (no late reminders)',
      );
      return 'skipped';
    }
    if (!hasEmail(claimed.email)) {
      await reminders.recordOutcome(reminder.id, 'skipped-no-email');
      log.info({ reminder: reminder.id, user: reminder.userId }, 'contest reminder skipped: the user has no email address');
      return 'skipped';
    }
    const email = reminderEmail({
      title: contest.title,
      platform: contest.platform,
      start: contest.startTime,
      url: contest.url,
      leadMinutes: reminder.leadMinutes,
      timeZone: reminder.timeZone,
      trackerUrl: deps.trackerUrl,
      now: at,
    });
    const outcome = await deps.mailer.send({ to: claimed.email, ...email });
    await reminders.recordOutcome(reminder.id, outcome);
    return 'mailed';
  }

  return {
    /** Whether reminders go out by email at all (without SMTP they wait in the staff outbox). */
    emailDelivery: deps.mailer.smtpConfigured,

    async listForUser(userId: string): Promise<ContestReminder[]> {
      return (await reminders.listForUser(userId, now())).map(toReminder);
    },

    async listForContest(userId: string, contestId: string): Promise<ContestReminder[]> {
      await upcomingContest(contestId);
      return (await reminders.listForUser(userId, now(), contestId)).map(toReminder);
    },

    /** Adds a lead time on a contest that has not started, whose reminder time is still ahead. */
    async set(userId: string, contestId: string, leadMinutes: ReminderLeadMinutes, timeZone: string | null) {
      const contest = await upcomingContest(contestId);
      const at = now();
      if (contest.finished || contest.startTime <= at) throw badRequest('This contest has already started');
      const dueAt = new Date(contest.startTime.getTime() - leadMinutes * 60_000);
      if (dueAt <= at) {
        throw badRequest(`This contest starts in less than ${REMINDER_LEAD_LABELS[leadMinutes]}: choose a shorter reminder`);
      }
      await reminders.add({ userId, contestId, leadMinutes, dueAt, timeZone });
      return (await reminders.listForUser(userId, at, contestId)).map(toReminder);
    },

    async remove(userId: string, contestId: string, leadMinutes?: ReminderLeadMinutes) {
      await upcomingContest(contestId);
      await reminders.remove(userId, contestId, leadMinutes);
      return (await reminders.listForUser(userId, now(), contestId)).map(toReminder);
    },

    /**
     * Claims every due reminder (atomically, so concurrent sweeps on several instances never share
     * one) and emails it, or skips it when its contest already started.
     */
    async sweep(): Promise<SweepResult> {
      const result: SweepResult = { mailed: 0, skipped: 0 };
      for (;;) {
        const at = now();
        const claimed = await reminders.claimDue(at, CLAIM_BATCH);
        for (const one of claimed) {
          try {
            result[await deliver(one, at)]++;
          } catch (error) {
            log.error({ err: error, reminder: one.reminder.id }, 'contest reminder could not be delivered');
          }
        }
        if (claimed.length < CLAIM_BATCH) return result;
      }
    },
  };
}
export type ReminderService = ReturnType<typeof createReminderService>;
