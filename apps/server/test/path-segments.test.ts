import { USERNAME_PATTERNS, usernameProblem } from '@codingkaro/contracts';
import { describe, expect, it } from 'vitest';
import { pathSegment } from '../src/modules/profile/fetchers/normalise';

describe('platform usernames as URL path segments', () => {
  it('refuses dots-only usernames wherever dots are allowed', () => {
    for (const platform of ['hackerrank', 'geeksforgeeks', 'codeforces'] as const) {
      for (const dots of ['.', '..', '...']) expect(USERNAME_PATTERNS[platform].test(dots), `${platform} ${dots}`).toBe(false);
    }
    expect(usernameProblem('hackerrank', '..')).toMatch(/HackerRank username/);
    expect(USERNAME_PATTERNS.hackerrank.test('a.b')).toBe(true);
    expect(USERNAME_PATTERNS.hackerrank.test('.a')).toBe(true);
  });

  it('encodes a segment so it can never walk up the upstream path', () => {
    const url = (user: string) => new URL(`https://www.hackerrank.com/rest/hackers/${pathSegment(user)}/badges`).pathname;
    expect(() => url('..')).toThrow(RangeError);
    expect(() => url('.')).toThrow(RangeError);
    expect(url('../../admin')).toBe('/rest/hackers/..%2F..%2Fadmin/badges');
    expect(url('a.b')).toBe('/rest/hackers/a.b/badges');
  });
});
