import { type Pagination, pageWindow } from '@tutorium/contract/api';
import { publishedCourseStatuses } from '@tutorium/contract/courses';
import {
  type TeacherCard,
  type teacherContactSchema,
  type teacherListQuerySchema,
  userMessages,
} from '@tutorium/contract/users';
import { and, asc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { courses, teacherStudentCounts, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { translate } from '../../platform/language';
import { enqueueEmail } from '../../platform/outbox';
import { readerLanguage } from '../../platform/reader-language';
import { containsPattern, readPage } from '../../platform/sql-helpers';

type TeacherListQuery = z.output<typeof teacherListQuerySchema>;
type TeacherContact = z.output<typeof teacherContactSchema>;

interface TeacherFigures {
  courseCount: number;
  studentCount: number;
  rating: string | null;
  reviewCount: number;
}

const noFigures: TeacherFigures = { courseCount: 0, studentCount: 0, rating: null, reviewCount: 0 };

/** The page's teacher, named in full inside the per-teacher subquery (whose own table has an "id"). */
const outerTeacherId = sql.raw('"users"."id"');

/**
 * The figures of the given teachers only (a page of the directory, or one teacher), in one query,
 * so the cost follows the page size rather than the number of teachers or courses: each teacher's
 * courses are read through the teacher index, ratings from the sums kept on each course row (the
 * mean of all the teacher's reviews), distinct students from the count the database keeps
 * (docs/performance.md).
 */
async function figuresOf(db: Database, teacherIds: string[]): Promise<Map<string, TeacherFigures>> {
  if (teacherIds.length === 0) return new Map();
  const teacherCourses = db
    .select({
      courseCount:
        sql<number>`(count(*) filter (where ${inArray(courses.status, [...publishedCourseStatuses])}))::int`.as(
          'course_count',
        ),
      rating: sql<
        string | null
      >`round(sum(${courses.ratingSum})::numeric / nullif(sum(${courses.reviewCount}), 0), 1)`.as('rating'),
      reviewCount: sql<number>`coalesce(sum(${courses.reviewCount}), 0)::int`.as('review_count'),
    })
    .from(courses)
    .where(eq(courses.instructorId, outerTeacherId))
    .as('teacher_courses');
  const rows = await db
    .select({
      teacherId: users.id,
      courseCount: teacherCourses.courseCount,
      studentCount: sql<number>`coalesce(${teacherStudentCounts.students}, 0)`,
      rating: teacherCourses.rating,
      reviewCount: teacherCourses.reviewCount,
    })
    .from(users)
    .innerJoinLateral(teacherCourses, sql`true`)
    .leftJoin(teacherStudentCounts, eq(teacherStudentCounts.teacherId, users.id))
    .where(inArray(users.id, teacherIds));
  return new Map(rows.map(({ teacherId, ...figures }) => [teacherId, figures]));
}

function toTeacherCard(row: typeof users.$inferSelect, figures: TeacherFigures): TeacherCard {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    specialization: row.specialization,
    subjects: row.subjects,
    experience: row.experience,
    bio: row.bio,
    education: row.education,
    languages: row.languages,
    avatar: row.avatar,
    joinedDate: row.createdAt.toISOString(),
    courseCount: figures.courseCount,
    studentCount: figures.studentCount,
    rating: figures.rating === null ? null : Number(figures.rating),
    reviewCount: figures.reviewCount,
    reviews: figures.reviewCount,
    rate: null,
  };
}

/**
 * A teacher the public sees: active, and either signed in at least once or teaching a published course.
 * An invited teacher who has done neither has an empty profile nobody should land on yet.
 */
const listedTeacher = and(
  eq(users.role, 'teacher'),
  eq(users.status, 'active'),
  or(
    isNotNull(users.firstSignedInAt),
    sql`exists (select 1 from ${courses} where ${courses.instructorId} = ${users.id} and ${inArray(courses.status, [...publishedCourseStatuses])})`,
  ),
);

/** Active teachers for the public directory and Explore Teachers, searchable and filterable by subject. */
export async function listTeachers(
  ctx: AppContext,
  query: TeacherListQuery,
): Promise<{ data: TeacherCard[]; pagination: Pagination }> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const filter = and(
    listedTeacher,
    pattern
      ? or(
          ilike(users.name, pattern),
          ilike(users.specialization, pattern),
          ilike(users.bio, pattern),
          sql`exists (select 1 from unnest(${users.subjects}) as subject where subject ilike ${pattern})`,
        )
      : undefined,
    query.subject
      ? sql`(lower(${query.subject}) = any (select lower(s) from unnest(${users.subjects}) as s) or lower(${users.specialization}) = lower(${query.subject}))`
      : undefined,
  );
  // The total as a subquery PostgreSQL runs once, so the page itself stops after its own rows.
  const total = sql<number>`(select count(*)::int from ${users} where ${filter})`;
  const { rows, pagination } = await readPage(
    pageWindow(query),
    ctx.db.select({ user: users, total }).from(users).where(filter).orderBy(asc(users.name), asc(users.id)),
  );
  const figures = await figuresOf(
    ctx.db,
    rows.map((row) => row.user.id),
  );
  return {
    data: rows.map((row) => toTeacherCard(row.user, figures.get(row.user.id) ?? noFigures)),
    pagination,
  };
}

export async function getTeacher(ctx: AppContext, teacherId: string): Promise<TeacherCard> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, teacherId), listedTeacher));
  if (!row) throw notFound(userMessages.teacherNotFound);
  const figures = await figuresOf(ctx.db, [row.id]);
  return toTeacherCard(row, figures.get(row.id) ?? noFigures);
}

/**
 * Emails a teacher on behalf of a signed-in user. The sender never learns the teacher's address; the
 * teacher can answer with Reply, which goes to the sender.
 */
export async function contactTeacher(
  ctx: AppContext,
  sender: AuthUser,
  teacherId: string,
  body: TeacherContact,
  ip: string,
) {
  await ctx.limiter.consume('contact', ip, sender.id);
  const [teacher] = await ctx.db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(and(eq(users.id, teacherId), listedTeacher));
  if (!teacher) throw notFound(userMessages.teacherNotFound);
  const [from] = await ctx.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, sender.id));
  if (!from) throw notFound(userMessages.userNotFound);
  const language = readerLanguage(teacher.language);
  await enqueueEmail(ctx.db, {
    to: teacher.email,
    replyTo: { name: from.name, address: from.email },
    subject: `[Tutorium] ${body.subject}`,
    text: [
      translate(language, /*i18n*/ '{name} sent you a message through Tutorium:', { name: from.name }),
      '',
      body.message,
      '',
      translate(language, /*i18n*/ 'Reply to this email to answer them.'),
    ].join('\n'),
  });
}
