import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  body: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving within the timeout) that matches. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port (or `port`, to bring a stopped sink back where the app
 * expects it) that keeps what it receives and reports each message to `onMail`.
 */
export async function startSmtpSink(onMail?: (mail: ReceivedMail) => void, port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.indexOf('\r\n\r\n');
        const headers = raw.slice(0, split);
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          subject: /^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? '',
          body: raw.slice(split + 4),
        };
        messages.push(mail);
        onMail?.(mail);
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching email within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The subject of the password-reset code email. A new account also gets a confirmation email with a
 * 6-digit code, so a test reading a reset code picks its email by this subject.
 */
export const resetCodeSubject = 'Your Tutorium verification code';

/** The 6-digit code in a verification email's body. */
export function codeFrom(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
  if (!code) throw new Error(`no code in email: ${mail.body}`);
  return code;
}

/** A message's text as written: quoted-printable soft line breaks joined and escapes decoded. */
export function textOf(mail: ReceivedMail): string {
  return mail.body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
