import { FlexboxLevelsSchema } from '@codingkaro/contracts';
import flexboxLevelsContent from '@content/site/flexbox-levels.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import {
  calculateScore,
  checkSolution,
  createInitialState,
  FLEXBOX_HIGH_SCORE_KEY,
  type FlexboxGameState,
  findMismatches,
  flexboxGameReducer,
  isSolutionCorrect,
  needsLevelChangeConfirm,
  readHighScore,
  saveHighScore,
} from './flexbox-game-reducer';
import { FLEX_PROPERTY_OPTIONS, FLEXBOX_TIERS, flexboxLevels, INITIAL_SELECTIONS } from './flexbox-levels';

const level1 = flexboxLevels[0]!;

function solve(state: FlexboxGameState): FlexboxGameState {
  const level = flexboxLevels[state.levelIndex]!;
  let next = state;
  for (const [property, value] of Object.entries(level.targetProps)) {
    next = flexboxGameReducer(next, { type: 'select', property: property as keyof typeof INITIAL_SELECTIONS, value });
  }
  return next;
}

describe('flexbox levels', () => {
  it('has at least 5 levels per tier with the tier’s cards and time limit', () => {
    for (const [tier, { cards, timeLimit }] of Object.entries(FLEXBOX_TIERS)) {
      const levels = flexboxLevels.filter((level) => level.level === tier);
      expect(levels.length).toBeGreaterThanOrEqual(5);
      for (const level of levels) {
        expect(level.cards).toBe(cards);
        expect(level.timeLimit).toBe(timeLimit);
      }
    }
    expect(FLEXBOX_TIERS).toEqual({
      Beginner: { cards: 3, timeLimit: 120 },
      Intermediate: { cards: 5, timeLimit: 180 },
      Advanced: { cards: 7, timeLimit: 240 },
    });
  });

  it('plays the levels the schema accepts (content/site/flexbox-levels.json), numbered in file order', () => {
    expect(flexboxLevels.map(({ id, cards, timeLimit, ...content }) => content)).toEqual(
      FlexboxLevelsSchema.parse(flexboxLevelsContent),
    );
    expect(flexboxLevels.map((level) => level.id)).toEqual(flexboxLevels.map((_, index) => index + 1));
  });

  it('gives every level an objective, a hint, a reachable target that is not the starting layout, and unique ids', () => {
    for (const level of flexboxLevels) {
      expect(level.objective).not.toBe('');
      expect(level.hint).not.toBe('');
      expect(isSolutionCorrect(level.targetProps, INITIAL_SELECTIONS)).toBe(false);
      for (const [property, value] of Object.entries(level.targetProps)) {
        expect(level.availableProps).toContain(property);
        expect(FLEX_PROPERTY_OPTIONS[property as keyof typeof FLEX_PROPERTY_OPTIONS]).toContain(value);
      }
    }
    expect(new Set(flexboxLevels.map((level) => level.id)).size).toBe(flexboxLevels.length);
  });

  it('has distinct targets', () => {
    const targets = flexboxLevels.map((level) => JSON.stringify(Object.entries(level.targetProps).sort()));
    expect(new Set(targets).size).toBe(targets.length);
  });

  it('offers the gap options of the spec', () => {
    expect(FLEX_PROPERTY_OPTIONS.gap).toEqual(['0', '0.5rem', '1rem', '1.5rem', '2rem']);
  });
});

describe('calculateScore', () => {
  it('is ceil(100 × timeRemaining / timeLimit × 10) when all properties match', () => {
    expect(calculateScore(120, 120, true)).toBe(1000);
    expect(calculateScore(60, 120, true)).toBe(500);
    expect(calculateScore(119, 120, true)).toBe(Math.ceil(((100 * 119) / 120) * 10)); // 991.67 → 992
    expect(calculateScore(119, 120, true)).toBe(992);
    expect(calculateScore(1, 240, true)).toBe(5); // 4.17 → 5
    expect(calculateScore(7, 180, true)).toBe(39); // 38.9 → 39
    expect(calculateScore(0, 120, true)).toBe(0);
  });

  it('matches the spec formula for every whole second of every tier', () => {
    for (const { timeLimit } of Object.values(FLEXBOX_TIERS)) {
      for (let t = 0; t <= timeLimit; t++) {
        const exact = (1000 * t) / timeLimit;
        const score = calculateScore(t, timeLimit, true);
        expect(score).toBeGreaterThanOrEqual(exact);
        expect(score - exact).toBeLessThan(1);
      }
    }
  });

  it('is 0 when not all properties match', () => {
    expect(calculateScore(120, 120, false)).toBe(0);
  });
});

describe('checking a solution', () => {
  it('needs every target property to equal the selection', () => {
    const target = { justifyContent: 'center', alignItems: 'center' } as const;
    expect(findMismatches(target, INITIAL_SELECTIONS)).toEqual(['justifyContent', 'alignItems']);
    expect(findMismatches(target, { ...INITIAL_SELECTIONS, justifyContent: 'center' })).toEqual(['alignItems']);
    expect(isSolutionCorrect(target, { ...INITIAL_SELECTIONS, justifyContent: 'center', alignItems: 'center' })).toBe(true);
  });

  it('ignores properties that are not in the target', () => {
    expect(
      isSolutionCorrect({ justifyContent: 'center' }, { ...INITIAL_SELECTIONS, justifyContent: 'center', gap: '2rem' }),
    ).toBe(true);
  });

  it('scores a correct check by time left and a wrong one as 0', () => {
    expect(checkSolution(level1, { ...INITIAL_SELECTIONS, justifyContent: 'center' }, 90)).toEqual({
      correct: true,
      mismatches: [],
      score: 750,
    });
    expect(checkSolution(level1, INITIAL_SELECTIONS, 90)).toEqual({
      correct: false,
      mismatches: ['justifyContent'],
      score: 0,
    });
  });
});

describe('flexboxGameReducer', () => {
  const started = () => flexboxGameReducer(createInitialState(), { type: 'start' });

  it('starts on level 1, not started, with the full time', () => {
    const state = createInitialState(42);
    expect(state).toMatchObject({ levelIndex: 0, status: 'not-started', timeRemaining: 120, totalScore: 0, highScore: 42 });
    expect(state.selections).toEqual(INITIAL_SELECTIONS);
  });

  it('ignores selections and checks unless started and not completed', () => {
    const initial = createInitialState();
    expect(flexboxGameReducer(initial, { type: 'select', property: 'justifyContent', value: 'center' })).toBe(initial);
    expect(flexboxGameReducer(initial, { type: 'check' })).toBe(initial);
    const paused = flexboxGameReducer(started(), { type: 'pause' });
    expect(flexboxGameReducer(paused, { type: 'check' })).toBe(paused);
    const completed = flexboxGameReducer(solve(started()), { type: 'check' });
    expect(completed.status).toBe('completed');
    expect(flexboxGameReducer(completed, { type: 'select', property: 'justifyContent', value: 'flex-end' })).toBe(completed);
  });

  it('counts down only while started, stops at 0, pauses, resumes and resets', () => {
    let state = createInitialState();
    state = flexboxGameReducer(state, { type: 'tick' });
    expect(state.timeRemaining).toBe(120);
    state = flexboxGameReducer(state, { type: 'start' });
    state = flexboxGameReducer(state, { type: 'tick' });
    expect(state.timeRemaining).toBe(119);
    state = flexboxGameReducer(state, { type: 'pause' });
    expect(state.status).toBe('paused');
    state = flexboxGameReducer(state, { type: 'tick' });
    expect(state.timeRemaining).toBe(119);
    state = flexboxGameReducer(state, { type: 'start' });
    expect(state.status).toBe('started');
    for (let i = 0; i < 200; i++) state = flexboxGameReducer(state, { type: 'tick' });
    expect(state.timeRemaining).toBe(0);
    state = flexboxGameReducer(state, { type: 'reset' });
    expect(state).toMatchObject({ status: 'not-started', timeRemaining: 120, lastCheck: null, selections: INITIAL_SELECTIONS });
  });

  it('reports what is wrong without completing the level', () => {
    const state = flexboxGameReducer(started(), { type: 'check' });
    expect(state.status).toBe('started');
    expect(state.lastCheck).toEqual({ correct: false, mismatches: ['justifyContent'], score: 0 });
    expect(state.totalScore).toBe(0);
  });

  it('completes a solved level, stops the clock, shows confetti and adds the score', () => {
    let state = solve(started());
    for (let i = 0; i < 30; i++) state = flexboxGameReducer(state, { type: 'tick' });
    state = flexboxGameReducer(state, { type: 'check' });
    expect(state).toMatchObject({ status: 'completed', showConfetti: true, totalScore: 750, highScore: 750 });
    expect(flexboxGameReducer(state, { type: 'tick' }).timeRemaining).toBe(90);
    expect(flexboxGameReducer(state, { type: 'start' })).toBe(state);
    expect(flexboxGameReducer(state, { type: 'hide-confetti' }).showConfetti).toBe(false);
  });

  it('adds scores across levels and keeps each level’s best', () => {
    let state = flexboxGameReducer(solve(started()), { type: 'check' }); // level 1: 1000
    state = flexboxGameReducer(state, { type: 'change-level', levelIndex: 1 });
    state = flexboxGameReducer(solve(flexboxGameReducer(state, { type: 'start' })), { type: 'check' }); // level 2: 1000
    expect(state.totalScore).toBe(2000);
    state = flexboxGameReducer(state, { type: 'change-level', levelIndex: 0 });
    state = flexboxGameReducer(state, { type: 'start' });
    for (let i = 0; i < 60; i++) state = flexboxGameReducer(state, { type: 'tick' });
    state = flexboxGameReducer(solve(state), { type: 'check' }); // level 1 again: 500, best stays 1000
    expect(state.totalScore).toBe(2000);
    expect(state.highScore).toBe(2000);
  });

  it('changes level back to that level’s initial state', () => {
    const state = flexboxGameReducer(solve(started()), { type: 'change-level', levelIndex: 5 });
    expect(state).toMatchObject({ levelIndex: 5, status: 'not-started', timeRemaining: 180, selections: INITIAL_SELECTIONS });
    expect(flexboxGameReducer(state, { type: 'change-level', levelIndex: 99 })).toBe(state);
  });
});

describe('level change confirmation', () => {
  it('is needed only while a level is in progress', () => {
    expect(needsLevelChangeConfirm('not-started')).toBe(false);
    expect(needsLevelChangeConfirm('started')).toBe(true);
    expect(needsLevelChangeConfirm('paused')).toBe(true);
    expect(needsLevelChangeConfirm('completed')).toBe(false);
  });
});

describe('high score storage', () => {
  it('reads and writes flexboxGameHighScore', () => {
    expect(readHighScore()).toBe(0);
    saveHighScore(1234);
    expect(localStorage.getItem(FLEXBOX_HIGH_SCORE_KEY)).toBe('1234');
    expect(readHighScore()).toBe(1234);
  });

  it('treats a corrupt value as 0', () => {
    localStorage.setItem(FLEXBOX_HIGH_SCORE_KEY, 'not a number');
    expect(readHighScore()).toBe(0);
  });
});
