import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { type ReceivedMail, textOf } from '../../apps/api/test/helpers/smtp-sink';
import { workerServer } from './env';

async function mailTo(address: string): Promise<ReceivedMail[]> {
  const { mailDir } = workerServer();
  const files = (await readdir(mailDir)).filter((file) => file.endsWith('.json')).sort();
  const mails = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(mailDir, file), 'utf8')) as ReceivedMail),
  );
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Every email sent to an address so far, oldest first. */
export function emailsTo(address: string): Promise<ReceivedMail[]> {
  return mailTo(address);
}

/** Waits for the first email to an address (its address confirmation) and returns the code in it. */
export const verificationCodeSentTo = (address: string): Promise<string> =>
  codeSentTo(address, (mails) => mails[0], 'verification email');

/**
 * Waits for a password reset email to an address and returns the code in the latest one. Found by its
 * subject, not its place: a new account's confirmation and its reset are sent by the outbox side by side
 * and may arrive in either order.
 */
export const passwordResetCodeSentTo = (address: string): Promise<string> =>
  codeSentTo(
    address,
    (mails) => mails.findLast((mail) => mail.subject === 'Your Tutorium verification code'),
    'password reset email',
  );

async function codeSentTo(
  address: string,
  pick: (mails: ReceivedMail[]) => ReceivedMail | undefined,
  what: string,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = /\b(\d{6})\b/.exec(pick(await mailTo(address))?.body ?? '')?.[1];
        return code;
      },
      { message: `${what} to ${address}`, timeout: 10_000 },
    )
    .toBeDefined();
  return code ?? '';
}

/** Waits for the count-th email to an address (1 = the first) and returns its subject and decoded text. */
export async function emailSentTo(address: string, count = 1): Promise<{ subject: string; text: string }> {
  let mail: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await mailTo(address))[count - 1];
        return mail !== undefined;
      },
      { message: `email #${count} to ${address}`, timeout: 10_000 },
    )
    .toBe(true);
  return mail === undefined ? { subject: '', text: '' } : { subject: mail.subject, text: textOf(mail) };
}
