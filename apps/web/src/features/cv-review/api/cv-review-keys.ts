/** Query keys of the CV review feature: every query and invalidation goes through these. */
export const cvReviewKeys = {
  all: ['cv-reviews'] as const,
  mine: ['cv-reviews', 'mine'] as const,
  queue: ['cv-reviews', 'queue'] as const,
};
