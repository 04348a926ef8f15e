import { type Pagination, pageWindow } from '@tutorium/contract/api';
import { publishedCourseStatuses } from '@tutorium/contract/courses';
import {
  type TeacherCard,
  type teacherContactSchema,
  type teacherListQuerySchema,
  userMessages,
} from '@tutorium/contract/users';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { courses, enrolments, reviews, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { containsPattern, pagination, totalRows } from '../../platform/sql-helpers';

type TeacherListQuery = z.output<typeof teacherListQuerySchema>;
type TeacherContact = z.output<typeof teacherContactSchema>;

/** Per-teacher figures as grouped subqueries, joined once rather than counted per row. */
function teacherFigures(db: Database) {
  const published = db
    .select({ instructorId: courses.instructorId, value: sql<number>`count(*)::int`.as('course_count') })
    .from(courses)
    .where(inArray(courses.status, [...publishedCourseStatuses]))
    .groupBy(courses.instructorId)
    .as('published_courses');
  const taught = db
    .select({
      instructorId: courses.instructorId,
      value: sql<number>`count(distinct ${enrolments.studentId})::int`.as('student_count'),
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .groupBy(courses.instructorId)
    .as('taught_students');
  const rated = db
    .select({
      instructorId: courses.instructorId,
      average: sql<string>`round(avg(${reviews.rating}), 1)`.as('average_rating'),
      count: sql<number>`count(*)::int`.as('review_count'),
    })
    .from(reviews)
    .innerJoin(courses, eq(courses.id, reviews.courseId))
    .groupBy(courses.instructorId)
    .as('rated_courses');
  return {
    published,
    taught,
    rated,
    columns: {
      courseCount: sql<number>`coalesce(${published.value}, 0)`,
      studentCount: sql<number>`coalesce(${taught.value}, 0)`,
      rating: sql<string | null>`${rated.average}`,
      reviewCount: sql<number>`coalesce(${rated.count}, 0)`,
    },
  };
}

function toTeacherCard(
  row: typeof users.$inferSelect,
  figures: { courseCount: number; studentCount: number; rating: string | null; reviewCount: number },
): TeacherCard {
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

const activeTeacher = and(eq(users.role, 'teacher'), eq(users.status, 'active'));

/** Active teachers for the public directory and Explore Teachers, searchable and filterable by subject. */
export async function listTeachers(
  ctx: AppContext,
  query: TeacherListQuery,
): Promise<{ data: TeacherCard[]; pagination: Pagination }> {
  const { page, pageSize } = pageWindow(query);
  const pattern = query.search ? containsPattern(query.search) : null;
  const figures = teacherFigures(ctx.db);
  const rows = await ctx.db
    .select({ user: users, ...figures.columns, total: totalRows() })
    .from(users)
    .leftJoin(figures.published, eq(figures.published.instructorId, users.id))
    .leftJoin(figures.taught, eq(figures.taught.instructorId, users.id))
    .leftJoin(figures.rated, eq(figures.rated.instructorId, users.id))
    .where(
      and(
        activeTeacher,
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
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map((row) => toTeacherCard(row.user, row)),
    pagination: pagination(page, pageSize, rows[0]?.total ?? 0),
  };
}

export async function getTeacher(ctx: AppContext, teacherId: string): Promise<TeacherCard> {
  const figures = teacherFigures(ctx.db);
  const [row] = await ctx.db
    .select({ user: users, ...figures.columns })
    .from(users)
    .leftJoin(figures.published, eq(figures.published.instructorId, users.id))
    .leftJoin(figures.taught, eq(figures.taught.instructorId, users.id))
    .leftJoin(figures.rated, eq(figures.rated.instructorId, users.id))
    .where(and(eq(users.id, teacherId), activeTeacher));
  if (!row) throw notFound(userMessages.teacherNotFound);
  return toTeacherCard(row.user, row);
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
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, teacherId), activeTeacher));
  if (!teacher) throw notFound(userMessages.teacherNotFound);
  const [from] = await ctx.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, sender.id));
  if (!from) throw notFound(userMessages.userNotFound);
  await ctx.mailer.send({
    to: teacher.email,
    replyTo: `${from.name} <${from.email}>`,
    subject: `[Tutorium] ${body.subject}`,
    text: [
      `${from.name} sent you a message through Tutorium:`,
      '',
      body.message,
      '',
      'Reply to this email to answer them.',
    ].join('\n'),
  });
}
