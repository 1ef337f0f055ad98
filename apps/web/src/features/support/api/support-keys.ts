import type { StaffTicketQuery } from '@codingkaro/contracts';

/** Query keys of the support feature: every query and invalidation goes through these. */
export const supportKeys = {
  all: ['support'] as const,
  mine: ['support', 'mine'] as const,
  ticket: (id: string) => ['support', 'ticket', id] as const,
  staff: (filters: StaffTicketQuery) => ['support', 'staff', filters] as const,
};
