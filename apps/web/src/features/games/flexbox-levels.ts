/** Flexbox Mastery Game content (spec 3 "Flexbox level", spec 9 "Flexbox game"). */

export const FLEX_PROPERTIES = ['flexDirection', 'justifyContent', 'alignItems', 'flexWrap', 'gap'] as const;
export type FlexProperty = (typeof FLEX_PROPERTIES)[number];

export const FLEX_PROPERTY_OPTIONS = {
  flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'flex-end', 'center', 'space-between', 'space-around', 'space-evenly'],
  alignItems: ['stretch', 'flex-start', 'flex-end', 'center', 'baseline'],
  flexWrap: ['nowrap', 'wrap', 'wrap-reverse'],
  gap: ['0', '0.5rem', '1rem', '1.5rem', '2rem'],
} as const satisfies Record<FlexProperty, readonly string[]>;

/** The CSS name of each property, as a learner would type it. */
export const FLEX_PROPERTY_CSS_NAMES: Record<FlexProperty, string> = {
  flexDirection: 'flex-direction',
  justifyContent: 'justify-content',
  alignItems: 'align-items',
  flexWrap: 'flex-wrap',
  gap: 'gap',
};

export type FlexSelections = { [P in FlexProperty]: (typeof FLEX_PROPERTY_OPTIONS)[P][number] };

/** Every level starts from the CSS initial values of a flex container. */
export const INITIAL_SELECTIONS: FlexSelections = {
  flexDirection: 'row',
  justifyContent: 'flex-start',
  alignItems: 'stretch',
  flexWrap: 'nowrap',
  gap: '0',
};

export type FlexboxTier = 'Beginner' | 'Intermediate' | 'Advanced';

export const FLEXBOX_TIERS: Record<FlexboxTier, { cards: number; timeLimit: number }> = {
  Beginner: { cards: 3, timeLimit: 120 },
  Intermediate: { cards: 5, timeLimit: 180 },
  Advanced: { cards: 7, timeLimit: 240 },
};

export interface FlexboxLevel {
  id: number;
  title: string;
  description: string;
  level: FlexboxTier;
  objective: string;
  targetProps: Partial<FlexSelections>;
  availableProps: FlexProperty[];
  cards: number;
  hint: string;
  /** Seconds. */
  timeLimit: number;
}

type LevelContent = Omit<FlexboxLevel, 'id' | 'cards' | 'timeLimit'>;

const levelContent: LevelContent[] = [
  {
    title: 'Center Stage',
    level: 'Beginner',
    description: 'justify-content moves items along the main axis, which runs left to right by default.',
    objective: 'Move the three cards to the middle of the row.',
    targetProps: { justifyContent: 'center' },
    availableProps: ['justifyContent'],
    hint: 'justify-content: center places items in the middle of the main axis.',
  },
  {
    title: 'To the End',
    level: 'Beginner',
    description: 'Items can be packed against either end of the main axis.',
    objective: 'Push all three cards to the right-hand edge.',
    targetProps: { justifyContent: 'flex-end' },
    availableProps: ['justifyContent'],
    hint: 'flex-end is the opposite of flex-start.',
  },
  {
    title: 'Spread Out',
    level: 'Beginner',
    description: 'Free space can be shared out between the items instead of around them.',
    objective: 'Put the first card on the left edge, the last on the right edge and the middle one halfway between.',
    targetProps: { justifyContent: 'space-between' },
    availableProps: ['justifyContent'],
    hint: 'space-between puts all the free space between the items, none at the edges.',
  },
  {
    title: 'Sink to the Bottom',
    level: 'Beginner',
    description: 'align-items moves items along the cross axis, which runs top to bottom in a row.',
    objective: 'Keep the cards on the left, but drop them to the bottom of the box.',
    targetProps: { alignItems: 'flex-end' },
    availableProps: ['justifyContent', 'alignItems'],
    hint: 'In a row, align-items: flex-end sends items to the bottom.',
  },
  {
    title: 'Dead Center',
    level: 'Beginner',
    description: 'Combine both axes to center items perfectly — the most searched CSS trick of all time.',
    objective: 'Center the cards both horizontally and vertically.',
    targetProps: { justifyContent: 'center', alignItems: 'center' },
    availableProps: ['justifyContent', 'alignItems'],
    hint: 'Use center for justify-content and for align-items.',
  },
  {
    title: 'Stand in Line',
    level: 'Intermediate',
    description: 'flex-direction turns the main axis; in a column it runs top to bottom.',
    objective: 'Stack the five cards vertically in the middle of the box, starting from the top.',
    targetProps: { flexDirection: 'column', alignItems: 'center' },
    availableProps: ['flexDirection', 'justifyContent', 'alignItems'],
    hint: 'In a column, align-items works horizontally.',
  },
  {
    title: 'Reverse Order',
    level: 'Intermediate',
    description: 'A reversed direction flips both the order of the items and where the main axis starts.',
    objective: 'Show the cards from 5 to 1, left to right, with equal space around each of them.',
    targetProps: { flexDirection: 'row-reverse', justifyContent: 'space-around' },
    availableProps: ['flexDirection', 'justifyContent', 'alignItems'],
    hint: 'row-reverse puts card 1 on the right; space-around gives each card the same space on both sides.',
  },
  {
    title: 'Even Spacing',
    level: 'Intermediate',
    description: 'space-evenly makes every gap the same, including the ones at the edges.',
    objective: 'Spread the cards with identical gaps everywhere and rest them on the bottom edge.',
    targetProps: { justifyContent: 'space-evenly', alignItems: 'flex-end' },
    availableProps: ['justifyContent', 'alignItems', 'gap'],
    hint: 'Try space-evenly with align-items: flex-end.',
  },
  {
    title: 'Mind the Gap',
    level: 'Intermediate',
    description: 'gap sets a fixed space between neighbouring items without touching the edges.',
    objective: 'Center the group of cards in the box with 1rem between neighbours.',
    targetProps: { justifyContent: 'center', alignItems: 'center', gap: '1rem' },
    availableProps: ['justifyContent', 'alignItems', 'gap'],
    hint: 'Center on both axes, then set gap to 1rem.',
  },
  {
    title: 'Bottom-Up Column',
    level: 'Intermediate',
    description: 'column-reverse stacks from the bottom up, so flex-start is at the bottom.',
    objective: 'Stack the cards from the bottom (card 1 lowest) against the right edge, 0.5rem apart.',
    targetProps: { flexDirection: 'column-reverse', alignItems: 'flex-end', gap: '0.5rem' },
    availableProps: ['flexDirection', 'justifyContent', 'alignItems', 'gap'],
    hint: 'column-reverse with align-items: flex-end, then a small gap.',
  },
  {
    title: 'Wrap It Up',
    level: 'Advanced',
    description: 'When items do not fit on one line, flex-wrap lets them continue on the next one.',
    objective: 'Let the seven cards wrap onto several rows, each row centered, with 1rem gaps.',
    targetProps: { flexWrap: 'wrap', justifyContent: 'center', gap: '1rem' },
    availableProps: ['flexDirection', 'justifyContent', 'alignItems', 'flexWrap', 'gap'],
    hint: 'flex-wrap: wrap, justify-content: center and gap: 1rem.',
  },
  {
    title: 'Upside-Down Rows',
    level: 'Advanced',
    description: 'wrap-reverse wraps lines in the opposite direction of the cross axis.',
    objective:
      'Wrap the cards so new rows appear above the first one, with rows spread edge to edge and items centered in their row.',
    targetProps: { flexWrap: 'wrap-reverse', justifyContent: 'space-between', alignItems: 'center' },
    availableProps: ['flexDirection', 'justifyContent', 'alignItems', 'flexWrap', 'gap'],
    hint: 'wrap-reverse starts from the bottom; space-between pushes cards to both edges.',
  },
  {
    title: 'Column Grid',
    level: 'Advanced',
    description: 'Wrapping also works in a column: extra items start a new column.',
    objective: 'Fill the box column by column, each card centered in its column, 0.5rem apart.',
    targetProps: { flexDirection: 'column', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' },
    availableProps: ['flexDirection', 'justifyContent', 'alignItems', 'flexWrap', 'gap'],
    hint: 'flex-direction: column with flex-wrap: wrap; align-items centers within each column.',
  },
  {
    title: 'Mirror Grid',
    level: 'Advanced',
    description: 'Reversed rows that wrap read right to left on every line.',
    objective: 'Lay the cards out right to left over several rows with equal space around each card and 1.5rem gaps.',
    targetProps: { flexDirection: 'row-reverse', flexWrap: 'wrap', justifyContent: 'space-around', gap: '1.5rem' },
    availableProps: ['flexDirection', 'justifyContent', 'alignItems', 'flexWrap', 'gap'],
    hint: 'row-reverse + wrap, then space-around and gap: 1.5rem.',
  },
  {
    title: 'Grand Finale',
    level: 'Advanced',
    description: 'Every property at once: direction, wrapping, both alignments and gap.',
    objective:
      'Stack the cards bottom-up in columns that fill from the right, spaced evenly, centered in each column, with 2rem gaps.',
    targetProps: {
      flexDirection: 'column-reverse',
      flexWrap: 'wrap-reverse',
      justifyContent: 'space-evenly',
      alignItems: 'center',
      gap: '2rem',
    },
    availableProps: ['flexDirection', 'justifyContent', 'alignItems', 'flexWrap', 'gap'],
    hint: 'column-reverse, wrap-reverse, space-evenly, center and 2rem.',
  },
];

export const flexboxLevels: FlexboxLevel[] = levelContent.map((content, index) => ({
  id: index + 1,
  ...content,
  cards: FLEXBOX_TIERS[content.level].cards,
  timeLimit: FLEXBOX_TIERS[content.level].timeLimit,
}));
