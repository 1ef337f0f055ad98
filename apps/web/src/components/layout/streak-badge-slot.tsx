/**
 * Where the daily streak badge sits in the navigation (signed-in users only). The streak feature
 * owns the badge; until it ships this slot renders nothing.
 */
export function StreakBadgeSlot(_props: { placement: 'desktop' | 'mobile-bar' | 'mobile-panel' }) {
  return null;
}
