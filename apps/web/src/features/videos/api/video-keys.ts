/** Query keys of the videos feature. */
export const videoKeys = {
  all: ['videos'] as const,
  playlist: () => [...videoKeys.all, 'playlist'] as const,
};
