/** Query keys of the home feature. */
export const homeKeys = {
  all: ['home'] as const,
  problemOfTheDay: ['home', 'problem-of-the-day'] as const,
};
