import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { emailField, nameField, passwordField } from '@tutorium/contract/fields';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openConfiguredDatabase } from '../db/open-configured';
import { users } from '../db/schema';
import { isUniqueViolation } from '../platform/errors';
import { hashSecret } from '../platform/passwords';

const usage = 'Usage: npm run admin:create -- --email admin@example.com --name "Ada Admin" [--password …]';

async function askPassword(): Promise<string | null> {
  if (!process.stdin.isTTY) return null;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question('Password (leave empty to generate one): ');
  rl.close();
  return answer === '' ? null : answer;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  const email = emailField.safeParse(values.email ?? '');
  const name = nameField.safeParse(values.name ?? '');
  if (!email.success || !name.success) {
    console.error(`${email.error?.issues[0]?.message ?? name.error?.issues[0]?.message}\n${usage}`);
    process.exit(2);
  }
  const given = values.password ?? (await askPassword());
  const password = given ?? randomBytes(12).toString('base64url');
  const checked = passwordField.safeParse(password);
  if (!checked.success) {
    console.error(checked.error.issues[0]?.message);
    process.exit(2);
  }

  const database = await openConfiguredDatabase(loadConfig());
  try {
    await database.migrate();
    await database.db.insert(users).values({
      name: name.data,
      email: email.data,
      role: 'admin',
      passwordHash: await hashSecret(password),
      // Typed by the operator on the server itself: nobody else can have claimed this address through it.
      emailVerifiedAt: new Date(),
    });
    console.log(`Admin ${email.data} created.${given ? '' : ` Generated password: ${password}`}`);
  } catch (error) {
    if (!isUniqueViolation(error, 'users_email_unique')) throw error;
    console.error(`An account with the email ${email.data} already exists.`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
