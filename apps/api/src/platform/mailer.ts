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

/**
 * SMTP when SMTP_URL is set. Otherwise each message is printed to the terminal as a readable block,
 * so a local password reset still works: the code is right there on screen.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  write?: (text: string) => void;
}): Mailer {
  const { smtpUrl, from } = options;
  if (!smtpUrl) {
    const write = options.write ?? ((text: string) => process.stdout.write(text));
    return {
      send: async (mail) => write(printedMail(mail)),
      close: () => {},
    };
  }
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
