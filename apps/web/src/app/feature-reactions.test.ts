import type { Submission } from '@codingkaro/contracts';
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { challengeKeys } from '../features/challenges/api/challenge-keys';
import { courseKeys } from '../features/courses/api/course-keys';
import { problemKeys } from '../features/problems/api/problem-keys';
import { profileKeys } from '../features/profile/api/profile-keys';
import { streakKeys } from '../features/streak/api/streak-keys';
import { createQueryClient } from './providers';

const submission = (status: Submission['status']) => ({ status }) as Submission;

async function submitWith(status: Submission['status']) {
  const client = createQueryClient();
  client.setQueryData(courseKeys.detail('data-structures', 'asha@example.com'), { cached: true });
  client.setQueryData(courseKeys.list('asha@example.com'), []);
  client.setQueryData(challengeKeys.library(), { cached: true });
  client.setQueryData(['compiler', 'runtimes'], []);
  client.setQueryData(streakKeys.streak('asha@example.com'), { currentStreak: 0 });
  client.setQueryData(profileKeys.mine, { cached: true });
  await new MutationObserver(client, { mutationKey: problemKeys.submit(), mutationFn: async () => submission(status) }).mutate();
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return {
    course: invalidated(courseKeys.detail('data-structures', 'asha@example.com')),
    list: invalidated(courseKeys.list('asha@example.com')),
    challenges: invalidated(challengeKeys.library()),
    unrelated: invalidated(['compiler', 'runtimes']),
    streak: invalidated(streakKeys.streak('asha@example.com')),
    profile: invalidated(profileKeys.mine),
  };
}

describe('feature reactions', () => {
  it('an Accepted submission marks every cached course, the weekly picks, the streak badge and the profile stale', async () => {
    expect(await submitWith('Accepted')).toEqual({
      course: true,
      list: true,
      challenges: true,
      unrelated: false,
      streak: true,
      profile: true,
    });
  });

  it('any other verdict leaves course and streak data alone', async () => {
    expect(await submitWith('Wrong Answer')).toEqual({
      course: false,
      list: false,
      challenges: false,
      unrelated: false,
      streak: false,
      profile: false,
    });
  });
});
