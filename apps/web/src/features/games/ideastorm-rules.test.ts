import { BrainstormPromptsSchema } from '@codingkaro/contracts';
import ideastormPromptsContent from '@content/site/ideastorm-prompts.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { type BrainstormPrompt, brainstormPrompts, DEFAULT_PROMPT_COLOR } from './ideastorm-prompts';
import { type IdeaStormState, ideaStormReducer, initialIdeaStormState } from './ideastorm-reducer';
import {
  applyTimeBonus,
  averageQuality,
  IDEA_MAX_LENGTH,
  IDEASTORM_DURATION_SECONDS,
  ideaText,
  isDuplicateIdea,
  pickRandomPrompt,
  scoreIdea,
  tickTimer,
  topIdeas,
} from './ideastorm-rules';

const prompt: BrainstormPrompt = {
  category: 'Data Structures',
  title: 'Hash Map Applications',
  prompt: 'Where would you use a hash map?',
  keywords: ['cache', 'lookup', 'Constant Time'],
};

describe('ideastorm prompts', () => {
  it('has at least 15 prompts over the three categories, each with keywords', () => {
    expect(brainstormPrompts.length).toBeGreaterThanOrEqual(15);
    expect(new Set(brainstormPrompts.map((p) => p.category))).toEqual(
      new Set(['Data Structures', 'Web Development', 'Technical Interview']),
    );
    for (const p of brainstormPrompts) expect(p.keywords.length).toBeGreaterThan(0);
    expect(new Set(brainstormPrompts.map((p) => p.title)).size).toBe(brainstormPrompts.length);
  });

  it('uses the prompts the schema accepts (content/site/ideastorm-prompts.json)', () => {
    expect(BrainstormPromptsSchema.parse(ideastormPromptsContent)).toEqual(brainstormPrompts);
  });

  it('uses indigo (the default), emerald and purple', () => {
    const colors = new Set(brainstormPrompts.map((p) => p.color ?? DEFAULT_PROMPT_COLOR));
    expect(colors).toEqual(new Set(['indigo', 'emerald', 'purple']));
    expect(DEFAULT_PROMPT_COLOR).toBe('indigo');
  });

  it('picks a prompt at random', () => {
    expect(pickRandomPrompt(brainstormPrompts, () => 0)).toBe(brainstormPrompts[0]);
    expect(pickRandomPrompt(brainstormPrompts, () => 0.9999)).toBe(brainstormPrompts.at(-1));
  });
});

describe('scoreIdea', () => {
  it('gives 5 base points', () => {
    expect(scoreIdea('Use a dictionary', prompt.keywords)).toEqual({ points: 5, keywords: [] });
  });

  it('adds 3 per keyword contained, case-insensitively', () => {
    expect(scoreIdea('A CACHE for fast Lookup', prompt.keywords)).toEqual({ points: 11, keywords: ['cache', 'lookup'] });
    expect(scoreIdea('constant time reads', prompt.keywords)).toEqual({ points: 8, keywords: ['Constant Time'] });
  });

  it('adds 2 when longer than 50 characters', () => {
    const fifty = 'x'.repeat(50);
    expect(scoreIdea(fifty, prompt.keywords).points).toBe(5);
    expect(scoreIdea(`${fifty}y`, prompt.keywords).points).toBe(7);
    expect(scoreIdea(`A cache in front of the database with lookup by user id`, prompt.keywords).points).toBe(5 + 6 + 2);
  });

  it('limits an idea to IDEA_MAX_LENGTH characters and counts padding spaces once', () => {
    expect(ideaText(`  use   a\n\n cache  `)).toBe('use a cache');
    expect(ideaText('y'.repeat(IDEA_MAX_LENGTH + 50))).toHaveLength(IDEA_MAX_LENGTH);
    // fifty characters padded with spaces earn no length bonus
    const padded = `short idea${' '.repeat(60)}`;
    expect(scoreIdea(ideaText(padded), prompt.keywords).points).toBe(5);
  });
});

describe('isDuplicateIdea', () => {
  it('compares case-insensitively', () => {
    const ideas = [{ text: 'Use a cache' }];
    expect(isDuplicateIdea('USE A CACHE', ideas)).toBe(true);
    expect(isDuplicateIdea('  use a cache ', ideas)).toBe(true);
    expect(isDuplicateIdea('use two caches', ideas)).toBe(false);
  });
});

describe('timer rules', () => {
  it('adds 5 seconds for an idea over 5 points, capped at 180', () => {
    expect(applyTimeBonus(100, 5)).toBe(100);
    expect(applyTimeBonus(100, 6)).toBe(105);
    expect(applyTimeBonus(177, 8)).toBe(180);
    expect(applyTimeBonus(180, 8)).toBe(IDEASTORM_DURATION_SECONDS);
  });

  it('counts down to 0 and no further', () => {
    expect(tickTimer(180)).toBe(179);
    expect(tickTimer(1)).toBe(0);
    expect(tickTimer(0)).toBe(0);
  });
});

describe('results', () => {
  it('lists the top 3 ideas by points, earlier first on ties', () => {
    const ideas = [
      { id: 1, points: 5 },
      { id: 2, points: 11 },
      { id: 3, points: 7 },
      { id: 4, points: 11 },
      { id: 5, points: 2 },
    ];
    expect(topIdeas(ideas).map((idea) => idea.id)).toEqual([2, 4, 3]);
    expect(topIdeas(ideas.slice(0, 2)).map((idea) => idea.id)).toEqual([2, 1]);
  });

  it('averages quality as total over count, rounded', () => {
    expect(averageQuality(23, 3)).toBe(8); // 7.67
    expect(averageQuality(22, 4)).toBe(6); // 5.5 rounds up
    expect(averageQuality(0, 0)).toBe(0);
  });
});

describe('ideaStormReducer', () => {
  const playing = (): IdeaStormState => ideaStormReducer(initialIdeaStormState, { type: 'start', prompt });
  const add = (state: IdeaStormState, text: string) =>
    ideaStormReducer(ideaStormReducer(state, { type: 'edit-draft', text }), { type: 'add-idea' });

  it('starts a fresh round with the chosen prompt and the full 180 s', () => {
    const dirty = add(playing(), 'cache it');
    const state = ideaStormReducer(ideaStormReducer(dirty, { type: 'finish' }), { type: 'start', prompt });
    expect(state).toMatchObject({ phase: 'playing', prompt, ideas: [], score: 0, timeRemaining: 180, draft: '' });
  });

  it('appends an idea, raises the score, clears the input and reports the points', () => {
    const state = add(playing(), '  Add a cache  ');
    expect(state.ideas).toEqual([{ id: expect.any(Number), text: 'Add a cache', points: 8, keywords: ['cache'] }]);
    expect(state.score).toBe(8);
    expect(state.draft).toBe('');
    expect(state.feedback).toMatchObject({ kind: 'points', points: 8, keywordBonus: true });
    expect(add(state, 'plain').feedback).toMatchObject({ kind: 'points', points: 5, keywordBonus: false });
  });

  it('ignores an idea that is empty after trimming', () => {
    const state = playing();
    expect(add(state, '   ')).toMatchObject({ ideas: [], score: 0, feedback: null });
  });

  it('rejects duplicates and keeps the draft', () => {
    const state = add(add(playing(), 'Add a cache'), 'ADD A CACHE');
    expect(state.ideas).toHaveLength(1);
    expect(state.score).toBe(8);
    expect(state.feedback).toMatchObject({ kind: 'duplicate' });
    expect(state.draft).toBe('ADD A CACHE');
  });

  it('adds 5 s for ideas over 5 points, never past 180', () => {
    let state = playing();
    for (let i = 0; i < 10; i++) state = ideaStormReducer(state, { type: 'tick' });
    expect(state.timeRemaining).toBe(170);
    state = add(state, 'cache');
    expect(state.timeRemaining).toBe(175);
    expect(state.feedback).toMatchObject({ timeBonus: true });
    state = add(state, 'plain idea');
    expect(state.timeRemaining).toBe(175);
    state = add(state, 'lookup');
    state = add(state, 'cache + lookup');
    expect(state.timeRemaining).toBe(180);
  });

  it('finishes at 0 seconds', () => {
    let state = playing();
    for (let i = 0; i < 179; i++) state = ideaStormReducer(state, { type: 'tick' });
    expect(state).toMatchObject({ phase: 'playing', timeRemaining: 1 });
    state = ideaStormReducer(state, { type: 'tick' });
    expect(state).toMatchObject({ phase: 'finished', timeRemaining: 0 });
    expect(add(state, 'too late').ideas).toHaveLength(0);
  });

  it('finishes early on the finish action', () => {
    expect(ideaStormReducer(playing(), { type: 'finish' }).phase).toBe('finished');
    expect(ideaStormReducer(initialIdeaStormState, { type: 'finish' })).toBe(initialIdeaStormState);
  });

  it('clears only the feedback it was asked to', () => {
    const first = add(playing(), 'one');
    const second = add(first, 'two');
    const firstId = first.feedback!.id;
    expect(ideaStormReducer(second, { type: 'clear-feedback', id: firstId }).feedback).toBe(second.feedback);
    expect(ideaStormReducer(second, { type: 'clear-feedback', id: second.feedback!.id }).feedback).toBeNull();
  });
});
