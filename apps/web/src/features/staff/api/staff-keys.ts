/** Query keys of the staff feature. */
export const staffKeys = {
  all: ['staff'] as const,
  outbox: ['staff', 'mail-outbox'] as const,
};
