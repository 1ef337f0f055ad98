import { describe, expect, it } from 'vitest';
import { validTimeZone } from './app-context';

describe('validTimeZone', () => {
  it('keeps IANA zone names as sent', () => {
    expect(validTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(validTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(validTimeZone('UTC')).toBe('UTC');
    expect(validTimeZone('Etc/GMT+5')).toBe('Etc/GMT+5');
  });

  it('drops unknown zones, offsets, over-long values and non-strings', () => {
    expect(validTimeZone('Mars/Olympus')).toBeNull();
    expect(validTimeZone('+05:30')).toBeNull();
    expect(validTimeZone('')).toBeNull();
    expect(validTimeZone(`Asia/${'K'.repeat(70)}`)).toBeNull();
    expect(validTimeZone(['Asia/Kolkata'])).toBeNull();
    expect(validTimeZone(undefined)).toBeNull();
  });
});
