import type { BrainstormPrompt } from './ideastorm-prompts';
import {
  applyTimeBonus,
  IDEASTORM_DURATION_SECONDS,
  type Idea,
  ideaText,
  isDuplicateIdea,
  scoreIdea,
  tickTimer,
} from './ideastorm-rules';

/** Spec 4 "Brainstorm games": idle/intro, active/playing, finished. */
export type IdeaStormPhase = 'intro' | 'playing' | 'finished';

export type IdeaStormFeedback =
  | { id: number; kind: 'points'; points: number; keywordBonus: boolean; timeBonus: boolean }
  | { id: number; kind: 'duplicate' };

export interface IdeaStormState {
  phase: IdeaStormPhase;
  prompt: BrainstormPrompt | null;
  ideas: Idea[];
  score: number;
  timeRemaining: number;
  draft: string;
  feedback: IdeaStormFeedback | null;
  nextId: number;
}

export type IdeaStormAction =
  | { type: 'start'; prompt: BrainstormPrompt }
  | { type: 'edit-draft'; text: string }
  | { type: 'add-idea' }
  | { type: 'tick' }
  | { type: 'finish' }
  | { type: 'clear-feedback'; id: number };

export const initialIdeaStormState: IdeaStormState = {
  phase: 'intro',
  prompt: null,
  ideas: [],
  score: 0,
  timeRemaining: IDEASTORM_DURATION_SECONDS,
  draft: '',
  feedback: null,
  nextId: 1,
};

export function ideaStormReducer(state: IdeaStormState, action: IdeaStormAction): IdeaStormState {
  switch (action.type) {
    case 'start':
      // A new round: random prompt (chosen by the caller), no ideas, no score, full timer.
      return { ...initialIdeaStormState, phase: 'playing', prompt: action.prompt, nextId: state.nextId };
    case 'edit-draft':
      return { ...state, draft: action.text };
    case 'add-idea': {
      if (state.phase !== 'playing' || !state.prompt) return state;
      const text = ideaText(state.draft);
      if (!text) return state;
      if (isDuplicateIdea(text, state.ideas)) {
        return { ...state, feedback: { id: state.nextId, kind: 'duplicate' }, nextId: state.nextId + 1 };
      }
      const { points, keywords } = scoreIdea(text, state.prompt.keywords);
      const timeRemaining = applyTimeBonus(state.timeRemaining, points);
      const idea: Idea = { id: state.nextId, text, points, keywords };
      return {
        ...state,
        ideas: [...state.ideas, idea],
        score: state.score + points,
        timeRemaining,
        draft: '',
        feedback: {
          id: state.nextId,
          kind: 'points',
          points,
          keywordBonus: keywords.length > 0,
          timeBonus: timeRemaining > state.timeRemaining,
        },
        nextId: state.nextId + 1,
      };
    }
    case 'tick': {
      if (state.phase !== 'playing') return state;
      const timeRemaining = tickTimer(state.timeRemaining);
      return { ...state, timeRemaining, phase: timeRemaining === 0 ? 'finished' : 'playing' };
    }
    case 'finish':
      return state.phase === 'playing' ? { ...state, phase: 'finished', feedback: null } : state;
    case 'clear-feedback':
      return state.feedback?.id === action.id ? { ...state, feedback: null } : state;
  }
}
