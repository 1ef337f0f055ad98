import { useCallback, useEffect, useReducer } from 'react';
import {
  CONFETTI_DURATION_MS,
  createInitialState,
  flexboxGameReducer,
  LEVEL_CHANGE_CONFIRM,
  needsLevelChangeConfirm,
  readHighScore,
  saveHighScore,
} from './flexbox-game-reducer';
import { flexboxLevels } from './flexbox-levels';

/** The Flexbox game's state plus its side effects: the 1 s timer, confetti timeout and high-score storage. */
export function useFlexboxGame() {
  const [state, dispatch] = useReducer(flexboxGameReducer, undefined, () => createInitialState(readHighScore()));
  const running = state.status === 'started' && state.timeRemaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (!state.showConfetti) return;
    const timer = setTimeout(() => dispatch({ type: 'hide-confetti' }), CONFETTI_DURATION_MS);
    return () => clearTimeout(timer);
  }, [state.showConfetti]);

  useEffect(() => {
    if (state.highScore > readHighScore()) saveHighScore(state.highScore);
  }, [state.highScore]);

  const changeLevel = useCallback(
    (levelIndex: number) => {
      if (levelIndex === state.levelIndex || levelIndex < 0 || levelIndex >= flexboxLevels.length) return;
      if (needsLevelChangeConfirm(state.status) && !window.confirm(LEVEL_CHANGE_CONFIRM)) return;
      dispatch({ type: 'change-level', levelIndex });
    },
    [state.levelIndex, state.status],
  );

  return { state, dispatch, changeLevel, level: flexboxLevels[state.levelIndex]! };
}
