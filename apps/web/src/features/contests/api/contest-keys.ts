import type { ContestPlatform } from '@codingkaro/contracts';

/** What the contest list is filtered by (part of its query key). */
export interface ContestFilters {
  platform: ContestPlatform | 'all';
  q: string;
  series: string;
}

/** Query keys of the contests feature: every query and invalidation goes through these. */
export const contestKeys = {
  all: ['contests'] as const,
  lists: () => [...contestKeys.all, 'list'] as const,
  list: (filters: ContestFilters) => [...contestKeys.lists(), filters] as const,
  sources: ['contests', 'sources'] as const,
  /** The viewer's reminders: per signed-in user, so signing out or in never shows another's. */
  reminders: (userId: string) => ['contests', 'reminders', userId] as const,
};
