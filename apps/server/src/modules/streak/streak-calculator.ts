import { addDays } from './local-day';

export interface StreakFigures {
  currentStreak: number;
  longestStreak: number;
  lastCodedDate: string | null;
  codedToday: boolean;
}

/**
 * The streak from the set of local dates the user practised on. Each date was fixed when the
 * practice happened (in the zone the user was in then), so a later zone change never moves history.
 * The current streak is the run ending at the last date, alive while that date is today or
 * yesterday in the user's present zone: it lasts until the end of local today. After a move
 * westwards the last date can be later than today; such a run is alive too.
 */
export function computeStreak(practisedDates: Iterable<string>, today: string): StreakFigures {
  const dates = [...new Set(practisedDates)].sort();
  if (dates.length === 0) return { currentStreak: 0, longestStreak: 0, lastCodedDate: null, codedToday: false };

  let longest = 1;
  let run = 1;
  for (let i = 1; i < dates.length; i++) {
    run = addDays(dates[i - 1]!, 1) === dates[i] ? run + 1 : 1;
    if (run > longest) longest = run;
  }
  const lastCodedDate = dates[dates.length - 1]!;
  const alive = lastCodedDate >= addDays(today, -1);
  return {
    currentStreak: alive ? run : 0,
    longestStreak: longest,
    lastCodedDate,
    // Zones are at most 26 h apart, so a date recorded further east is at most one day ahead of today.
    codedToday: dates.includes(today) || dates.includes(addDays(today, 1)),
  };
}
