/** Query keys of the daily feature, per viewer (email; '' for guests): every invalidation uses these. */
export const dailyKeys = {
  all: ['daily'] as const,
  today: (viewer: string) => ['daily', 'today', viewer] as const,
  dueCount: (viewer: string) => ['daily', 'due-count', viewer] as const,
  problem: (viewer: string) => ['daily', 'problem', viewer] as const,
  month: (viewer: string, month: string) => ['daily', 'month', viewer, month] as const,
  reminder: (viewer: string) => ['daily', 'reminder', viewer] as const,
  streak: (viewer: string) => ['daily', 'streak', viewer] as const,
};
