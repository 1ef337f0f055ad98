import { describe, expect, it } from 'vitest';
import { draftKey, LAST_LANGUAGE_KEY, loadDraft, loadLastLanguage, saveDraft, saveLastLanguage } from './draft-storage';

describe('compiler drafts', () => {
  it('keeps code and input per language', () => {
    saveDraft('python', { code: 'print(input())', stdin: 'hi' });
    saveDraft('cpp', { code: 'int main(){}', stdin: '' });
    expect(loadDraft('python')).toEqual({ code: 'print(input())', stdin: 'hi' });
    expect(loadDraft('cpp')).toEqual({ code: 'int main(){}', stdin: '' });
    expect(loadDraft('ruby')).toBeNull();
    expect(JSON.parse(localStorage.getItem(draftKey('python')) ?? '')).toEqual({ code: 'print(input())', stdin: 'hi' });
  });

  it('drops a draft it cannot read', () => {
    localStorage.setItem(draftKey('go'), '{not json');
    expect(loadDraft('go')).toBeNull();
    expect(localStorage.getItem(draftKey('go'))).toBeNull();
    localStorage.setItem(draftKey('go'), JSON.stringify({ code: 42 }));
    expect(loadDraft('go')).toBeNull();
    localStorage.setItem(draftKey('go'), JSON.stringify({ code: 'x' }));
    expect(loadDraft('go')).toEqual({ code: 'x', stdin: '' });
  });

  it('remembers the last language and falls back to JavaScript', () => {
    expect(loadLastLanguage()).toBe('javascript');
    saveLastLanguage('rust');
    expect(loadLastLanguage()).toBe('rust');
    localStorage.setItem(LAST_LANGUAGE_KEY, 'cobol');
    expect(loadLastLanguage()).toBe('javascript');
  });
});
