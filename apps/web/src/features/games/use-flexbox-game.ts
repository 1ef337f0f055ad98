import { useCallback, useEffect, useReducer, useState } from 'react';
import {
  CONFETTI_DURATION_MS,
  createInitialState,
  flexboxGameReducer,
  needsLevelChangeConfirm,
  readHighScore,
  saveHighScore,
} from './flexbox-game-reducer';
import { flexboxLevels } from './flexbox-levels';

/** The Flexbox game's state plus its side effects: the 1 s timer, confetti timeout and high-score storage. */
export function useFlexboxGame() {
  const [state, dispatch] = useReducer(flexboxGameReducer, undefined, () => createInitialState(readHighScore()));
  // The level a learner asked to go to while a level was under way, until they confirm or cancel.
  const [pendingLevel, setPendingLevel] = useState<number | null>(null);
  // The clock stops while the game asks, as it did behind the browser's own confirm.
  const running = state.status === 'started' && state.timeRemaining > 0 && pendingLevel === null;

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
      if (needsLevelChangeConfirm(state.status)) setPendingLevel(levelIndex);
      else dispatch({ type: 'change-level', levelIndex });
    },
    [state.levelIndex, state.status],
  );
  const confirmLevelChange = useCallback(() => {
    if (pendingLevel !== null) dispatch({ type: 'change-level', levelIndex: pendingLevel });
    setPendingLevel(null);
  }, [pendingLevel]);
  const cancelLevelChange = useCallback(() => setPendingLevel(null), []);

  return {
    state,
    dispatch,
    changeLevel,
    level: flexboxLevels[state.levelIndex]!,
    /** Set while the game asks whether to leave a level under way (spec: LEVEL_CHANGE_CONFIRM). */
    levelChange: pendingLevel === null ? null : { confirm: confirmLevelChange, cancel: cancelLevelChange },
  };
}
