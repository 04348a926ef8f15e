import nodemailer from 'nodemailer';

/** A name and address kept apart, so nodemailer encodes the name and it can never add an address. */
interface MailAddress {
  name: string;
  address: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: MailAddress;
}

/** Hands one message to the mail system; throws when it was not accepted. The outbox worker is its only caller. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** The mailer without SMTP_URL, which prints each message instead of sending it. */
export interface TerminalMailer extends Mailer {
  /**
   * Ends the start-up quiet (see `createTerminalMailer`): returns one line summing up the messages
   * held back, or null when there were none. Every later message is printed whole.
   */
  endStartupQuiet(): string | null;
}

/**
 * Prints each message to the terminal as a readable block, so a local password reset still works:
 * the code is right there on screen. With `quietAtStart`, messages are only counted until
 * `endStartupQuiet()`: on a first start the demo data's class reminders and at-risk digests go out
 * at once, and dozens of blocks would bury the start-up banner.
 */
export function createTerminalMailer(
  options: { write?: (text: string) => void; quietAtStart?: boolean } = {},
): TerminalMailer {
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  let heldBack: Mail[] | null = options.quietAtStart ? [] : null;
  return {
    send: async (mail) => {
      if (heldBack) heldBack.push(mail);
      else write(printedMail(mail));
    },
    close: () => {},
    endStartupQuiet: () => {
      const summary = heldBack && heldBack.length > 0 ? heldBackSummary(heldBack) : null;
      heldBack = null;
      return summary;
    },
  };
}

/**
 * One line for the messages held back at start-up, counted by kind: the subject up to its first colon
 * ("Reminder: Algebra: session 5 starts in 4 minutes" is a "Reminder").
 */
function heldBackSummary(mails: Mail[]): string {
  const kinds = new Map<string, number>();
  for (const mail of mails) {
    const kind = mail.subject.split(':', 1)[0]?.trim() || mail.subject;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  const counted = [...kinds].map(([kind, count]) => `${count} "${kind}"`).join(', ');
  const total = mails.length === 1 ? '1 email' : `${mails.length} emails`;
  return `${total} at start-up, not sent (SMTP_URL is not set) nor printed: ${counted}. Later emails are printed whole.`;
}

/** SMTP when SMTP_URL is set; otherwise the terminal (`createTerminalMailer`). */
export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  const { smtpUrl, from } = options;
  if (!smtpUrl) return createTerminalMailer();
  // Short timeouts: a stalled SMTP server fails the attempt, and the outbox retries it later.
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo });
    },
    close: () => transport.close(),
  };
}

/** The block printed for a message when there is no SMTP server. */
function printedMail(mail: Mail): string {
  const rule = '─'.repeat(72);
  const lines = [
    '',
    `┌${rule}`,
    '│ Email (not sent: SMTP_URL is not set)',
    `│ To:       ${mail.to}`,
    ...(mail.replyTo ? [`│ Reply-To: ${mail.replyTo.name} <${mail.replyTo.address}>`] : []),
    `│ Subject:  ${mail.subject}`,
    '│',
    ...mail.text.split('\n').map((line) => (line ? `│ ${line}` : '│')),
    `└${rule}`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}
