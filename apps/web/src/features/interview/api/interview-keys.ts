/** Query keys of the interview feature: every query and invalidation goes through these. */
export const interviewKeys = {
  all: ['interview'] as const,
  rooms: ['interview', 'rooms'] as const,
  room: (id: string) => ['interview', 'room', id] as const,
  private: (id: string) => ['interview', 'room', id, 'private'] as const,
  peer: ['interview', 'peer'] as const,
};
