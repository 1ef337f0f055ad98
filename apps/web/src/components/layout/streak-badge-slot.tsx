import { type ComponentType, createContext, useContext } from 'react';

export type StreakBadgePlacement = 'desktop' | 'mobile-bar' | 'mobile-panel';

/**
 * The badge's width for "0 days" to "9 days", and its loading pills' (the shell's chunk fallback and the badge's
 * own): the badge replaces its placeholder without moving the nav. Longer streaks widen it.
 */
export const STREAK_BADGE_WIDTH = 'min-w-[6.25rem]';

/**
 * The streak feature's badge, handed to the layout by the app shell (`app/providers.tsx`): the layout
 * may not import features, so it renders whatever badge the app provides, or nothing.
 */
export const StreakBadgeContext = createContext<ComponentType<{ placement: StreakBadgePlacement }> | null>(null);

/** Where the daily streak badge sits in the navigation (signed-in users only). */
export function StreakBadgeSlot({ placement }: { placement: StreakBadgePlacement }) {
  const Badge = useContext(StreakBadgeContext);
  return Badge ? <Badge placement={placement} /> : null;
}
