/** Query keys of the streak feature (the app refreshes `all` after an Accepted submission). */
export const streakKeys = { all: ['streak'] as const, streak: (email: string) => ['streak', email] as const };
