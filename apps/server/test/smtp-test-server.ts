import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server for tests: accepts any sender, keeps every message parsed. */
export interface SmtpTestServer {
  url: string;
  messages: ParsedMail[];
  /** Resolves when `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Resolves with the messages matching `match` once there are `count` of them (the server may hold others). */
  waitForMatch(match: (mail: ParsedMail) => boolean, count?: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpTestServer({ refuse = false }: { refuse?: boolean } = {}): Promise<SmtpTestServer> {
  const messages: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refuse) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const waitUntil = async (done: () => boolean, describe: () => string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(describe());
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count, timeoutMs = 5000) {
      await waitUntil(
        () => messages.length >= count,
        () => `expected ${count} emails, got ${messages.length}`,
        timeoutMs,
      );
      return messages;
    },
    async waitForMatch(match, count = 1, timeoutMs = 5000) {
      await waitUntil(
        () => messages.filter(match).length >= count,
        () =>
          `expected ${count} matching emails; got: ${messages.map((m) => `${m.subject} -> ${recipientsOf(m).join(',')}`).join('; ')}`,
        timeoutMs,
      );
      return messages.filter(match);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The addresses a parsed email was sent to. */
export function recipientsOf(mail: ParsedMail): string[] {
  const to = mail.to ? (Array.isArray(mail.to) ? mail.to : [mail.to]) : [];
  return to.flatMap((group) => group.value.map((a) => a.address ?? '')).filter(Boolean);
}

/** Matches emails to `address` whose subject matches `subject`. */
export const mailTo = (address: string, subject: RegExp) => (mail: ParsedMail) =>
  recipientsOf(mail).includes(address) && subject.test(mail.subject ?? '');
