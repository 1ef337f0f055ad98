import type { Submission } from '@codingkaro/contracts';
import { hashKey, MutationCache, type MutationKey } from '@tanstack/react-query';
import { challengeKeys } from '../features/challenges/api/challenge-keys';
import { courseKeys } from '../features/courses/api/course-keys';
import { dailyKeys } from '../features/daily/api/daily-keys';
import { problemKeys } from '../features/problems/api/problem-keys';
import { profileKeys } from '../features/profile/api/profile-keys';
import { streakKeys } from '../features/streak/api/streak-keys';

/**
 * How one feature's cached data follows another feature's mutations. Features never import each
 * other, so the app wires these reactions here (the web's counterpart of the server's event bus).
 */
export function createFeatureReactions() {
  return new MutationCache({
    onSuccess: (data, _variables, _onMutateResult, mutation, { client }) => {
      if (isMutation(mutation.options.mutationKey, problemKeys.submit()) && (data as Submission).status === 'Accepted') {
        // The server completes linked sheet questions before it answers: sheets and weekly picks show it without a reload.
        void client.invalidateQueries({ queryKey: courseKeys.all });
        void client.invalidateQueries({ queryKey: challengeKeys.all });
        // An Accepted is a day of practice: the nav's streak badge, the profile and the daily page count it now.
        void client.invalidateQueries({ queryKey: streakKeys.all });
        void client.invalidateQueries({ queryKey: profileKeys.mine });
        void client.invalidateQueries({ queryKey: dailyKeys.all });
      }
    },
  });
}

const isMutation = (key: MutationKey | undefined, expected: MutationKey) =>
  key !== undefined && hashKey(key) === hashKey(expected);
