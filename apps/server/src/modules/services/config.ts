import type { FeatureFlag, StaffRole } from '@codingkaro/contracts';
import { z } from 'zod';
import { optionalText } from '../../lib/env';

/** A flag that is on unless set to false/0 (spec 9: all four services are enabled). */
const flagOnByDefault = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value !== 'false' && value !== '0');

const emailList = optionalText.pipe(
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().email('must be a comma-separated list of email addresses'))),
);

/** The environment variables for the paid services' flags and staff roles. */
export const servicesEnv = {
  FEATURE_PAYMENTS: flagOnByDefault,
  FEATURE_CV_REVIEW: flagOnByDefault,
  FEATURE_MENTORSHIP: flagOnByDefault,
  FEATURE_SUPPORT_TICKETS: flagOnByDefault,
  ADMIN_EMAILS: emailList,
  MENTOR_EMAILS: emailList,
  REVIEWER_EMAILS: emailList,
  SUPPORT_EMAIL: optionalText.pipe(z.string().email().optional()),
};

/** The services switched on and off by their own FEATURE_* variables. */
export type SwitchedFeature = Exclude<FeatureFlag, 'videos'>;

export interface ServicesConfig {
  features: Record<SwitchedFeature, boolean>;
  /** Lower-cased email addresses per staff role. */
  roleEmails: Record<StaffRole, string[]>;
  /** The support contact shown on the help page (spec 9). */
  supportEmail: string | null;
}

export function servicesConfigFrom(e: z.infer<z.ZodObject<typeof servicesEnv>>): ServicesConfig {
  return {
    features: {
      payments: e.FEATURE_PAYMENTS,
      cvReview: e.FEATURE_CV_REVIEW,
      mentorship: e.FEATURE_MENTORSHIP,
      supportTickets: e.FEATURE_SUPPORT_TICKETS,
    },
    roleEmails: { admin: e.ADMIN_EMAILS, mentor: e.MENTOR_EMAILS, reviewer: e.REVIEWER_EMAILS },
    supportEmail: e.SUPPORT_EMAIL ?? null,
  };
}
