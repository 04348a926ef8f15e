import { describe, expect, it } from 'vitest';
import { createMailer } from '../../src/platform/mailer';

describe('mail without SMTP_URL', () => {
  it('prints each message to the terminal as a readable block, code included', async () => {
    const printed: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Tutorium <no-reply@x.test>',
      write: (text) => printed.push(text),
    });
    await mailer.send({
      to: 'student@example.test',
      subject: 'Your Tutorium verification code',
      text: 'Your Tutorium verification code is 123456.\n\nIt expires in 10 minutes and works once.',
    });
    expect(printed).toHaveLength(1);
    const block = printed[0] ?? '';
    expect(block).toContain('To:       student@example.test');
    expect(block).toContain('Subject:  Your Tutorium verification code');
    expect(block).toContain('│ Your Tutorium verification code is 123456.');
    expect(block).toContain('│ It expires in 10 minutes and works once.');
    expect(block.trim().startsWith('{')).toBe(false);
  });
});
