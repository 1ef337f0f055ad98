/** IdeaStorm rules as pure functions (spec 5 "Brainstorm", spec 9 "Brainstorm"). */
import type { BrainstormPrompt } from './ideastorm-prompts';

export const IDEASTORM_DURATION_SECONDS = 180;
export const BASE_POINTS = 5;
export const KEYWORD_POINTS = 3;
export const LENGTH_BONUS_POINTS = 2;
/** Ideas longer than this many characters earn the length bonus. */
export const LENGTH_BONUS_THRESHOLD = 50;
export const TIME_BONUS_SECONDS = 5;
export const TIME_WARNING_SECONDS = 30;
export const FEEDBACK_DURATION_MS = 2000;
export const TOP_IDEAS_COUNT = 3;
export const DUPLICATE_IDEA_MESSAGE = "You've already added this idea!";
/** The longest idea accepted: an idea is a sentence, and the length bonus cannot be bought with padding. */
export const IDEA_MAX_LENGTH = 200;

/** An idea as it is kept and scored: runs of spaces count once, and nothing past IDEA_MAX_LENGTH. */
export const ideaText = (raw: string) => raw.replace(/\s+/g, ' ').trim().slice(0, IDEA_MAX_LENGTH);

export interface Idea {
  id: number;
  text: string;
  points: number;
  /** Keywords the idea contains. */
  keywords: string[];
}

export interface IdeaScore {
  points: number;
  keywords: string[];
}

/** 5 per idea, plus 3 per keyword contained (case-insensitive), plus 2 if longer than 50 characters. */
export function scoreIdea(text: string, keywords: readonly string[]): IdeaScore {
  const lower = text.toLowerCase();
  const matched = keywords.filter((keyword) => lower.includes(keyword.toLowerCase()));
  const lengthBonus = text.length > LENGTH_BONUS_THRESHOLD ? LENGTH_BONUS_POINTS : 0;
  return { points: BASE_POINTS + KEYWORD_POINTS * matched.length + lengthBonus, keywords: matched };
}

export function isDuplicateIdea(text: string, ideas: readonly Pick<Idea, 'text'>[]): boolean {
  const lower = text.trim().toLowerCase();
  return ideas.some((idea) => idea.text.trim().toLowerCase() === lower);
}

/** An idea worth more than the base points adds 5 seconds, never above the full 180. */
export function applyTimeBonus(timeRemaining: number, points: number): number {
  if (points <= BASE_POINTS) return timeRemaining;
  return Math.min(IDEASTORM_DURATION_SECONDS, timeRemaining + TIME_BONUS_SECONDS);
}

export function tickTimer(timeRemaining: number): number {
  return Math.max(0, timeRemaining - 1);
}

/** The best ideas by points; equal points keep the order they were added in. */
export function topIdeas<T extends Pick<Idea, 'points'>>(ideas: readonly T[], count = TOP_IDEAS_COUNT): T[] {
  return [...ideas].sort((a, b) => b.points - a.points).slice(0, count);
}

/** Average quality: total points over idea count, rounded (0 with no ideas). */
export function averageQuality(totalPoints: number, ideaCount: number): number {
  return ideaCount > 0 ? Math.round(totalPoints / ideaCount) : 0;
}

export function pickRandomPrompt(prompts: readonly BrainstormPrompt[], random: () => number = Math.random): BrainstormPrompt {
  const index = Math.min(prompts.length - 1, Math.floor(random() * prompts.length));
  return prompts[index]!;
}
