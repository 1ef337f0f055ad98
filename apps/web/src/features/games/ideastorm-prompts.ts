import type { BrainstormColor, BrainstormPrompt } from '@codingkaro/contracts';
import ideastormPromptsContent from '@content/site/ideastorm-prompts.json' with { type: 'json' };

export type { BrainstormCategory, BrainstormColor, BrainstormPrompt } from '@codingkaro/contracts';

export const DEFAULT_PROMPT_COLOR: BrainstormColor = 'indigo';

/** IdeaStorm prompts (spec 3 "Brainstorm prompt"), edited in content/site/ideastorm-prompts.json (BrainstormPromptsSchema). */
export const brainstormPrompts = ideastormPromptsContent as BrainstormPrompt[];
