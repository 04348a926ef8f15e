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

/** Quoted-printable (RFC 2045) or a Q-encoded word's text (`_` for a space) as the bytes it stands for. */
function quotedBytes(text: string, underscoreIsSpace: boolean): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const char = joined[i] ?? '';
    if (char === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (char === '_' && underscoreIsSpace) bytes.push(0x20);
    else bytes.push(...Buffer.from(char, 'utf8'));
  }
  return Buffer.from(bytes);
}

/**
 * A message's subject and text as its reader sees them, whatever encoding the mailer chose for
 * non-ASCII text (a Hindi email): encoded words in the subject (which the mailer may fold over several
 * header lines) and a quoted-printable or base64 body, decoded as UTF-8.
 */
export function readMail(mail: ReceivedMail): { subject: string; text: string } {
  const split = mail.raw.indexOf('\r\n\r\n');
  const headers = mail.raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const rawSubject = header('Subject');
  const words = [...rawSubject.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)];
  // The mailer encodes a non-ASCII subject whole, so its words are one UTF-8 text cut into pieces.
  const subject =
    words.length === 0
      ? rawSubject
      : Buffer.concat(
          words.map(([, kind = '', text = '']) =>
            kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64') : quotedBytes(text, true),
          ),
        ).toString('utf8');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const body = mail.raw.slice(split + 4);
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedBytes(body, false).toString('utf8')
        : body;
  return { subject, text: text.replace(/\r\n/g, '\n') };
}
