import { describe, expect, it } from 'vitest';
import { tabFromQuery } from './profile-page';

describe('profile tab in the URL', () => {
  it('reads ?tab= in lower case and falls back to Overview', () => {
    expect(tabFromQuery('platforms')).toBe('Platforms');
    expect(tabFromQuery('achievements')).toBe('Achievements');
    expect(tabFromQuery(null)).toBe('Overview');
    expect(tabFromQuery('nope')).toBe('Overview');
  });
});
