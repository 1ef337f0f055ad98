import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

// The first Intl object of a page starts ICU (100-240 ms at 4x): a module that built one at its top
// level charged every page importing it, dates shown or not (the streak texts on the home page, the
// profile's "Last updated" on /profile).
describe('Intl objects are built on first use, not at import', () => {
  const modules = [
    () => import('../features/streak/streak-text'),
    () => import('../features/daily/lib/time-text'),
    () => import('../features/profile/components/last-updated'),
    () => import('../features/videos/video-format'),
    () => import('../features/mentorship/slot-picker'),
    () => import('../features/courses/revise-page'),
  ];

  it('importing the date-showing modules builds no formatter', async () => {
    vi.resetModules();
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const relative = vi.spyOn(Intl, 'RelativeTimeFormat');
    for (const load of modules) await load();
    expect(dates).not.toHaveBeenCalled();
    expect(relative).not.toHaveBeenCalled();
    dates.mockRestore();
    relative.mockRestore();
  });

  it('no source file builds one at its top level', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '..');
    const offenders = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /^(export )?(const|let|var) \w+ = new Intl\./m.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
