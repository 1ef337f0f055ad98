import { z } from 'zod';
import { booleanFromEnv, optionalText } from '../../lib/env';

/** The environment variables this module reads; composed into the app's one config schema. */
export const dailyEnv = {
  /** Seconds between reminder sweeps; 0 turns them off. Default 60 (off under NODE_ENV=test). */
  DAILY_REMINDER_SWEEP_SECONDS: optionalText.pipe(z.coerce.number().int().min(0).max(3600).optional()),
  /**
   * End-to-end tests only: `PUT /api/internal/daily-clock` moves this module's clock forward so
   * reviews come due without waiting days. Ignored under NODE_ENV=production.
   */
  DAILY_TEST_CLOCK: booleanFromEnv,
};

export interface DailyConfig {
  /** 0 = no reminder sweeps */
  reminderSweepMs: number;
  testClock: boolean;
}

type DailyEnv = z.infer<z.ZodObject<typeof dailyEnv>> & { NODE_ENV: string };

export function dailyConfigFrom(e: DailyEnv): DailyConfig {
  return {
    reminderSweepMs: (e.DAILY_REMINDER_SWEEP_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 60)) * 1000,
    testClock: e.DAILY_TEST_CLOCK && e.NODE_ENV !== 'production',
  };
}
