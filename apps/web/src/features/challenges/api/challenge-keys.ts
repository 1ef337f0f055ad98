/** Query keys of the challenges feature. */
export const challengeKeys = {
  all: ['challenges'] as const,
  library: () => [...challengeKeys.all, 'library'] as const,
};
