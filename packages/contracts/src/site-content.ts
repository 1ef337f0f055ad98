import { z } from 'zod';

/**
 * The site's editable content in content/site/*.json (see content/site/README.md): learning paths,
 * project ideas, platform features, Flexbox levels and IdeaStorm prompts. The web imports the JSON at
 * build time; `npm run content:check` validates every file against these schemas.
 */

const text = z.string().trim().min(1);
const texts = z.array(text).min(1);
const httpsUrl = z.string().url().startsWith('https://', 'must start with https://');
/** A path inside the site, like /problems. */
const sitePath = z.string().regex(/^\/[a-z0-9\-/]*$/, 'must be a site path such as /problems');

// Learning paths (/explore/learning-paths)

export const MIN_PHASE_WEEKS = 4;
export const MAX_PHASE_WEEKS = 10;
export const LEARNING_RESOURCE_KINDS = ['Book', 'Course', 'Docs', 'Practice', 'Guide', 'Tool'] as const;

export const LearningPhaseSchema = z.object({
  title: text,
  weeks: z.number().int().min(MIN_PHASE_WEEKS).max(MAX_PHASE_WEEKS),
  summary: text,
  topics: texts,
  milestones: texts,
});
export const LearningResourceSchema = z.object({
  title: text,
  url: httpsUrl,
  kind: z.enum(LEARNING_RESOURCE_KINDS),
  description: text,
});
export const LearningPathSchema = z.object({
  id: z.enum(['dsa', 'web', 'career']),
  name: text,
  tagline: text,
  phases: z.array(LearningPhaseSchema).min(1),
  resources: z.array(LearningResourceSchema),
});
export const LearningPathsSchema = z.array(LearningPathSchema).min(1);
export type LearningPhase = z.infer<typeof LearningPhaseSchema>;
export type LearningResource = z.infer<typeof LearningResourceSchema>;
export type LearningPath = z.infer<typeof LearningPathSchema>;

// Project ideas (/projects)

export const PROJECT_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type ProjectLevel = (typeof PROJECT_LEVELS)[number];

export const ProjectIdeaSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
  title: text,
  level: z.enum(PROJECT_LEVELS),
  summary: text,
  stack: texts,
  milestones: texts,
  stretchGoals: z.array(text),
});
export const ProjectIdeasSchema = z.array(ProjectIdeaSchema).min(1);
export type ProjectIdea = z.infer<typeof ProjectIdeaSchema>;

// Platform features (home carousel and /features)

export const PlatformFeatureSchema = z.object({
  id: z.number().int().positive(),
  name: text,
  description: text,
  details: text,
  category: text,
  techStack: texts,
  /** Tailwind gradient stops, e.g. "from-indigo-500 to-violet-500". */
  color: z.string().regex(/^from-[a-z]+-\d{2,3} to-[a-z]+-\d{2,3}$/, 'must look like "from-indigo-500 to-violet-500"'),
  route: sitePath,
  headline: text,
  includes: texts,
  linkLabel: text,
});
export const PlatformFeaturesSchema = z.array(PlatformFeatureSchema).min(1);
export type PlatformFeature = z.infer<typeof PlatformFeatureSchema>;

// Flexbox Mastery levels (/games/flexbox)

export const FLEX_PROPERTIES = ['flexDirection', 'justifyContent', 'alignItems', 'flexWrap', 'gap'] as const;
export type FlexProperty = (typeof FLEX_PROPERTIES)[number];

export const FLEX_PROPERTY_OPTIONS = {
  flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'flex-end', 'center', 'space-between', 'space-around', 'space-evenly'],
  alignItems: ['stretch', 'flex-start', 'flex-end', 'center', 'baseline'],
  flexWrap: ['nowrap', 'wrap', 'wrap-reverse'],
  gap: ['0', '0.5rem', '1rem', '1.5rem', '2rem'],
} as const satisfies Record<FlexProperty, readonly string[]>;

export type FlexSelections = { [P in FlexProperty]: (typeof FLEX_PROPERTY_OPTIONS)[P][number] };

export const FLEXBOX_TIER_NAMES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type FlexboxTier = (typeof FLEXBOX_TIER_NAMES)[number];

export const FlexboxLevelContentSchema = z
  .object({
    title: text,
    level: z.enum(FLEXBOX_TIER_NAMES),
    description: text,
    objective: text,
    targetProps: z
      .object({
        flexDirection: z.enum(FLEX_PROPERTY_OPTIONS.flexDirection),
        justifyContent: z.enum(FLEX_PROPERTY_OPTIONS.justifyContent),
        alignItems: z.enum(FLEX_PROPERTY_OPTIONS.alignItems),
        flexWrap: z.enum(FLEX_PROPERTY_OPTIONS.flexWrap),
        gap: z.enum(FLEX_PROPERTY_OPTIONS.gap),
      })
      .partial()
      .strict()
      .refine((target) => Object.keys(target).length > 0, 'must set at least one property'),
    availableProps: z.array(z.enum(FLEX_PROPERTIES)).min(1),
    hint: text,
  })
  .superRefine((level, context) => {
    for (const property of Object.keys(level.targetProps) as FlexProperty[]) {
      if (!level.availableProps.includes(property)) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['availableProps'],
          message: `must include ${property}, which targetProps sets`,
        });
      }
    }
  });
export const FlexboxLevelsSchema = z.array(FlexboxLevelContentSchema).min(1);
export type FlexboxLevelContent = z.infer<typeof FlexboxLevelContentSchema>;

// IdeaStorm prompts (/games/ideastorm)

export const BRAINSTORM_CATEGORIES = ['Data Structures', 'Web Development', 'Technical Interview'] as const;
export const BRAINSTORM_COLORS = ['indigo', 'emerald', 'purple'] as const;
export type BrainstormCategory = (typeof BRAINSTORM_CATEGORIES)[number];
export type BrainstormColor = (typeof BRAINSTORM_COLORS)[number];

export const BrainstormPromptSchema = z.object({
  category: z.enum(BRAINSTORM_CATEGORIES),
  title: text,
  prompt: text,
  /** Words that score points when an idea mentions them (matched ignoring case). */
  keywords: texts,
  /** Card colour; indigo when missing. */
  color: z.enum(BRAINSTORM_COLORS).optional(),
});
export const BrainstormPromptsSchema = z.array(BrainstormPromptSchema).min(1);
export type BrainstormPrompt = z.infer<typeof BrainstormPromptSchema>;
