import { z } from 'zod';
import { optionalText } from '../../lib/env';

/** The environment variables the mailer reads; composed into the app's one config schema. */
export const mailEnv = {
  /** e.g. `smtp://user:pass@smtp.example.com:587` or `smtps://...:465`; unset: emails go to the log and the staff outbox. */
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .url()
      .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(z.string().min(3).max(200).optional()),
};

/** `smtpUrl` holds a password: never logged, never sent to the browser. */
export interface MailConfig {
  smtpUrl: string | null;
  from: string;
}

export const DEFAULT_MAIL_FROM = 'CodingKaro <no-reply@codingkaro.local>';

export function mailConfigFrom(e: z.infer<z.ZodObject<typeof mailEnv>>): MailConfig {
  return { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM ?? DEFAULT_MAIL_FROM };
}

/** MAIL_FROM as a name and an address ("CodingKaro <no-reply@x>" or a bare address). */
export function senderOf(config: MailConfig): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(config.from);
  if (match) return { name: match[1] || 'CodingKaro', email: (match[2] as string).trim() };
  return { name: 'CodingKaro', email: config.from.trim() };
}
