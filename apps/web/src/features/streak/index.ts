export { StreakBadge, type StreakBadgePlacement } from './streak-badge';
