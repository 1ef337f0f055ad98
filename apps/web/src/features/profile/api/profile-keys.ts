/** Query keys of the profile feature: every query and invalidation goes through these. */
export const profileKeys = {
  mine: ['profile', 'me'] as const,
  public: (handle: string) => ['profile', 'public', handle] as const,
};
