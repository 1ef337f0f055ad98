/** Query keys of the mentorship feature: every query and invalidation goes through these. */
export const mentorshipKeys = {
  all: ['mentorship'] as const,
  mentors: ['mentorship', 'mentors'] as const,
  slots: (mentorId: string) => ['mentorship', 'slots', mentorId] as const,
  mine: ['mentorship', 'mine'] as const,
  availability: ['mentorship', 'availability'] as const,
  mentorBookings: ['mentorship', 'mentor-bookings'] as const,
};
