import type { FlexboxLevelContent, FlexboxTier, FlexProperty, FlexSelections } from '@codingkaro/contracts';
import flexboxLevelsContent from '@content/site/flexbox-levels.json' with { type: 'json' };

/**
 * Flexbox Mastery Game levels (spec 3 "Flexbox level", spec 9 "Flexbox game"). The levels are edited in
 * content/site/flexbox-levels.json (FlexboxLevelsSchema); the properties and their options, the tiers'
 * card counts and time limits are the game's rules and stay here.
 */

export {
  FLEX_PROPERTIES,
  FLEX_PROPERTY_OPTIONS,
  type FlexboxTier,
  type FlexProperty,
  type FlexSelections,
} from '@codingkaro/contracts';

/** The CSS name of each property, as a learner would type it. */
export const FLEX_PROPERTY_CSS_NAMES: Record<FlexProperty, string> = {
  flexDirection: 'flex-direction',
  justifyContent: 'justify-content',
  alignItems: 'align-items',
  flexWrap: 'flex-wrap',
  gap: 'gap',
};

/** Every level starts from the CSS initial values of a flex container. */
export const INITIAL_SELECTIONS: FlexSelections = {
  flexDirection: 'row',
  justifyContent: 'flex-start',
  alignItems: 'stretch',
  flexWrap: 'nowrap',
  gap: '0',
};

export const FLEXBOX_TIERS: Record<FlexboxTier, { cards: number; timeLimit: number }> = {
  Beginner: { cards: 3, timeLimit: 120 },
  Intermediate: { cards: 5, timeLimit: 180 },
  Advanced: { cards: 7, timeLimit: 240 },
};

export interface FlexboxLevel extends FlexboxLevelContent {
  id: number;
  cards: number;
  /** Seconds. */
  timeLimit: number;
}

export const flexboxLevels: FlexboxLevel[] = (flexboxLevelsContent as FlexboxLevelContent[]).map((content, index) => ({
  id: index + 1,
  ...content,
  cards: FLEXBOX_TIERS[content.level].cards,
  timeLimit: FLEXBOX_TIERS[content.level].timeLimit,
}));
