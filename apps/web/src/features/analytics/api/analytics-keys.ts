/** Query keys of the analytics feature. */
export const analyticsKeys = {
  summary: (days: number, userId: string | undefined) => ['analytics-summary', days, userId] as const,
};
