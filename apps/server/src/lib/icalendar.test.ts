import { describe, expect, it } from 'vitest';
import { escapeText } from './icalendar';

describe('iCalendar TEXT values', () => {
  it('strips C0 control characters, keeps newlines as \\n and escapes the separators', () => {
    expect(escapeText('Round\u0000 1\u0007\u001b[31m;, a\\b\r\nnext\u007f')).toBe('Round 1[31m\\;\\, a\\\\b\\nnext');
  });
});
