import { PROFILE_LIMITS, UpdateBasicRequestSchema } from '@codingkaro/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, issueText } from './form-errors';

const profile = { name: 'Asha', bio: '', location: '', website: '', linkedin: '', instagram: '', github: '' };

describe('form errors in words', () => {
  it('words the profile form limits from the contract, never zod text', () => {
    const parsed = UpdateBasicRequestSchema.safeParse({ ...profile, name: 'n'.repeat(PROFILE_LIMITS.name + 1) });
    expect(parsed.success).toBe(false);
    const errors = fieldErrors(parsed.error?.issues ?? [], { name: 'Name' });
    expect(errors.name).toBe(`Keep the name under ${PROFILE_LIMITS.name} characters`);
    expect(errors.name).not.toMatch(/String must|character\(s\)/);
  });

  it('words zod defaults a contract left unworded', () => {
    const schema = z.object({ title: z.string().min(1).max(5), email: z.string().email(), kind: z.enum(['a', 'b']) });
    const parsed = schema.safeParse({ title: 'toolong', email: 'nope', kind: 'c' });
    const errors = fieldErrors(parsed.error?.issues ?? [], { title: 'Title', email: 'Email', kind: 'Kind' });
    expect(errors).toEqual({
      title: 'Title can be at most 5 characters.',
      email: 'Enter a valid email address.',
      kind: 'Choose one of the kind options.',
    });
    const empty = schema.shape.title.safeParse('');
    expect(issueText(empty.error?.issues[0] as z.ZodIssue, 'Title')).toBe('Title is required.');
  });
});
