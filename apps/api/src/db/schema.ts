import type { Role, UserStatus } from '@tutorium/contract/roles';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased and trimmed, so the unique constraint is the duplicate check. */
    email: text('email').notNull().unique('users_email_unique'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    bio: text('bio').notNull().default(''),
    specialization: text('specialization').notNull().default(''),
    subjects: text('subjects').array().notNull().default(sql`'{}'::text[]`),
    experience: text('experience').notNull().default(''),
    education: text('education').notNull().default(''),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    avatar: text('avatar').notNull().default(''),
    interests: text('interests').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('student', 'teacher', 'admin')`),
    check('users_status_check', sql`${table.status} in ('active', 'inactive', 'pending', 'suspended')`),
    index('users_role_idx').on(table.role),
  ],
);

/** Bearer sessions: only the SHA-256 of the token is kept, so a leaked table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** At most one live reset code per account: a resend replaces it (unique user_id). */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique('password_resets_user_id_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  failedTries: integer('failed_tries').notNull().default(0),
  verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limits, shared by every API process using this database. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('rate_limit_buckets_expires_at_idx').on(table.expiresAt)],
);
