export { DueCountBadge } from './components/due-count-badge';
export { StreakDayMark } from './components/streak-day-mark';
