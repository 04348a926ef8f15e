import { count } from 'drizzle-orm';
import { hashSecret } from '../../platform/passwords';
import type { Database } from '../client';
import { users } from '../schema';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';

const teacherProfile = {
  specialization: 'Mathematics',
  subjects: ['Mathematics', 'Physics'],
  experience: '8 years',
  education: 'M.Sc. Mathematics, University of Delhi',
  languages: ['English', 'Hindi'],
  bio: 'I help students fall in love with algebra and calculus through clear steps and lots of practice.',
  phone: '+91 98765 43210',
};

/** Writes the demo data when the database has no users yet; returns whether it did. */
export async function seedDemoData(db: Database): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(users).values(
      demoAccounts.map((account) => ({
        name: account.name,
        email: account.email,
        role: account.role,
        passwordHash,
        ...(account.role === 'teacher' ? teacherProfile : {}),
        ...(account.role === 'student' ? { interests: 'Mathematics, Programming' } : {}),
      })),
    );
  });
  return true;
}
