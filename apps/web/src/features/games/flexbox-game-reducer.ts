import { readStorage, writeStorage } from '../../lib/storage';
import {
  FLEX_PROPERTIES,
  type FlexboxLevel,
  type FlexProperty,
  type FlexSelections,
  flexboxLevels,
  INITIAL_SELECTIONS,
} from './flexbox-levels';

/** Spec 4 "Flexbox game": not started, started, paused, completed. */
export type FlexboxGameStatus = 'not-started' | 'started' | 'paused' | 'completed';

export const FLEXBOX_HIGH_SCORE_KEY = 'flexboxGameHighScore';
export const CONFETTI_DURATION_MS = 3000;
export const TIME_WARNING_SECONDS = 30;
export const LEVEL_CHANGE_CONFIRM = 'Changing levels will reset your current progress. Continue?';

export interface FlexboxCheckResult {
  correct: boolean;
  /** Target properties whose selection differs (empty when correct). */
  mismatches: FlexProperty[];
  /** Points earned by this check (0 unless correct). */
  score: number;
}

export interface FlexboxGameState {
  levelIndex: number;
  status: FlexboxGameStatus;
  timeRemaining: number;
  selections: FlexSelections;
  lastCheck: FlexboxCheckResult | null;
  /** Best score per completed level id; the total is their sum. */
  levelScores: Record<number, number>;
  totalScore: number;
  highScore: number;
  showConfetti: boolean;
}

export type FlexboxGameAction =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'reset' }
  | { type: 'tick' }
  | { type: 'select'; property: FlexProperty; value: string }
  | { type: 'check' }
  | { type: 'change-level'; levelIndex: number }
  | { type: 'hide-confetti' };

/** Which target properties the selection gets wrong (spec 5: every target property must equal the selection). */
export function findMismatches(target: Partial<FlexSelections>, selections: FlexSelections): FlexProperty[] {
  return FLEX_PROPERTIES.filter((property) => target[property] !== undefined && target[property] !== selections[property]);
}

export function isSolutionCorrect(target: Partial<FlexSelections>, selections: FlexSelections): boolean {
  return findMismatches(target, selections).length === 0;
}

/**
 * Spec 9: ceil(100 × timeRemaining / timeLimit × 10) when all properties match, else 0.
 * Computed as ceil(1000 × timeRemaining / timeLimit) — the same value without the float error of two multiplications.
 */
export function calculateScore(timeRemaining: number, timeLimit: number, allMatch: boolean): number {
  if (!allMatch || timeLimit <= 0) return 0;
  return Math.ceil((1000 * Math.max(0, timeRemaining)) / timeLimit);
}

export function checkSolution(level: FlexboxLevel, selections: FlexSelections, timeRemaining: number): FlexboxCheckResult {
  const mismatches = findMismatches(level.targetProps, selections);
  const correct = mismatches.length === 0;
  return { correct, mismatches, score: calculateScore(timeRemaining, level.timeLimit, correct) };
}

/** Changing level asks for confirmation only while a level is in progress. */
export function needsLevelChangeConfirm(status: FlexboxGameStatus): boolean {
  return status === 'started' || status === 'paused';
}

export function canEditSolution(status: FlexboxGameStatus): boolean {
  return status === 'started';
}

export function readHighScore(): number {
  const stored = Number(readStorage(FLEXBOX_HIGH_SCORE_KEY));
  return Number.isFinite(stored) && stored > 0 ? Math.floor(stored) : 0;
}

export function saveHighScore(score: number): void {
  writeStorage(FLEXBOX_HIGH_SCORE_KEY, String(score));
}

function levelStart(levelIndex: number) {
  const level = flexboxLevels[levelIndex]!;
  return {
    levelIndex,
    status: 'not-started' as const,
    timeRemaining: level.timeLimit,
    selections: { ...INITIAL_SELECTIONS },
    lastCheck: null,
    showConfetti: false,
  };
}

export function createInitialState(highScore = 0): FlexboxGameState {
  return { ...levelStart(0), levelScores: {}, totalScore: 0, highScore };
}

export function flexboxGameReducer(state: FlexboxGameState, action: FlexboxGameAction): FlexboxGameState {
  switch (action.type) {
    case 'start':
      if (state.status === 'completed' || state.status === 'started' || state.timeRemaining <= 0) return state;
      return { ...state, status: 'started' };
    case 'pause':
      return state.status === 'started' ? { ...state, status: 'paused' } : state;
    case 'tick':
      if (state.status !== 'started' || state.timeRemaining <= 0) return state;
      return { ...state, timeRemaining: state.timeRemaining - 1 };
    case 'reset':
      return { ...state, ...levelStart(state.levelIndex) };
    case 'change-level':
      if (action.levelIndex < 0 || action.levelIndex >= flexboxLevels.length) return state;
      return { ...state, ...levelStart(action.levelIndex) };
    case 'select':
      if (!canEditSolution(state.status)) return state;
      return { ...state, selections: { ...state.selections, [action.property]: action.value }, lastCheck: null };
    case 'check': {
      if (!canEditSolution(state.status)) return state;
      const level = flexboxLevels[state.levelIndex]!;
      const result = checkSolution(level, state.selections, state.timeRemaining);
      if (!result.correct) return { ...state, lastCheck: result };
      const levelScores = { ...state.levelScores, [level.id]: Math.max(state.levelScores[level.id] ?? 0, result.score) };
      const totalScore = Object.values(levelScores).reduce((sum, score) => sum + score, 0);
      return {
        ...state,
        status: 'completed',
        lastCheck: result,
        levelScores,
        totalScore,
        highScore: Math.max(state.highScore, totalScore),
        showConfetti: true,
      };
    }
    case 'hide-confetti':
      return state.showConfetti ? { ...state, showConfetti: false } : state;
  }
}
