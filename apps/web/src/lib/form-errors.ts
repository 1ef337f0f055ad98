import type { z } from 'zod';

/**
 * A contract's validation issue in words for a form field (`label`): zod's own texts ("String must
 * contain at most 80 character(s)", "Invalid input") never reach the screen. A message the contract
 * wrote for people (a refinement's, or a limit's given text) is kept.
 */
export function issueText(issue: z.ZodIssue, label: string): string {
  if (!isZodDefault(issue.message)) return issue.message;
  switch (issue.code) {
    case 'too_big':
      if (issue.type === 'string') return `${label} can be at most ${issue.maximum} characters.`;
      if (issue.type === 'array') return `${label}: at most ${issue.maximum} allowed.`;
      return `${label} is too large.`;
    case 'too_small':
      if (issue.type === 'string') {
        return issue.minimum === 1 ? `${label} is required.` : `${label} needs at least ${issue.minimum} characters.`;
      }
      return `${label} is too small.`;
    case 'invalid_string':
      if (issue.validation === 'email') return 'Enter a valid email address.';
      return `${label} is not in the expected form.`;
    case 'invalid_type':
      return issue.received === 'undefined' ? `${label} is required.` : `${label} is not in the expected form.`;
    case 'invalid_enum_value':
      return `Choose one of the ${label.toLowerCase()} options.`;
    default:
      return `Check ${label.toLowerCase()}.`;
  }
}

/** zod's built-in texts start like this; a contract's own messages are sentences for people. */
const isZodDefault = (message: string) => /^(Invalid|String must|Number must|Array must|Expected|Required$)/.test(message);

/** The first worded problem per top-level field, for forms that show a message under each input. */
export function fieldErrors<K extends string>(issues: z.ZodIssue[], labels: Record<K, string>): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0]) as K;
    if (!(key in labels) || errors[key]) continue;
    errors[key] = issueText(issue, labels[key]);
  }
  return errors;
}
