import { describe, expect, it } from 'vitest';
import { createTerminalMailer } from '../../src/platform/mailer';

describe('mail without SMTP_URL', () => {
  it('prints each message to the terminal as a readable block, code included', async () => {
    const printed: string[] = [];
    const mailer = createTerminalMailer({ write: (text) => printed.push(text) });
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

describe('mail printed at start-up', () => {
  const mail = (to: string, subject: string) => ({ to, subject, text: `${subject}\n\nbody` });

  it('is summed up in one line by kind, and every later message is printed whole', async () => {
    const printed: string[] = [];
    const mailer = createTerminalMailer({ write: (text) => printed.push(text), quietAtStart: true });
    await mailer.send(mail('a@x.test', 'Reminder: Algebra: session 5 starts in 4 minutes'));
    await mailer.send(mail('b@x.test', 'Reminder: Algebra: session 5 starts in 4 minutes'));
    await mailer.send(mail('c@x.test', "This week's at-risk students: Algebra"));
    expect(printed).toEqual([]);
    expect(mailer.endStartupQuiet()).toBe(
      '3 emails at start-up, not sent (SMTP_URL is not set) nor printed: 2 "Reminder", 1 "This week\'s at-risk students". Later emails are printed whole.',
    );

    await mailer.send(mail('d@x.test', 'Your Tutorium verification code'));
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('Subject:  Your Tutorium verification code');
    expect(mailer.endStartupQuiet()).toBeNull();
  });

  it('says nothing when start-up sent nothing', () => {
    expect(createTerminalMailer({ quietAtStart: true }).endStartupQuiet()).toBeNull();
  });
});
