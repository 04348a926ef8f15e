import { isLanguage } from '@tutorium/contract/languages';
import { seedRoleOf } from '@tutorium/contract/role-rules';
import type { User } from '@tutorium/contract/users';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/**
 * The public face of a user row: never the password hash, and `_id` beside `id` for the spec's client.
 * `timeZone` is the effective zone: their own, else the institute's (`defaultTimeZone`).
 */
export function toUserDto(row: UserRow, defaultTimeZone: string): User {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    phone: row.phone,
    address: row.address,
    bio: row.bio,
    role: seedRoleOf(row.role),
    accountRole: row.role,
    status: row.status,
    joinedDate: row.createdAt.toISOString(),
    specialization: row.specialization,
    subjects: row.subjects,
    experience: row.experience,
    education: row.education,
    languages: row.languages,
    avatar: row.avatar,
    interests: row.interests,
    timeZone: row.timeZone ?? defaultTimeZone,
    // A language stored before it was taken out of LANGUAGES counts as no choice.
    language: isLanguage(row.language) ? row.language : null,
    firstSignedInAt: row.firstSignedInAt?.toISOString() ?? null,
    dateOfBirth: row.dateOfBirth,
  };
}
