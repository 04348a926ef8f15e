import { type Course, courseMessages } from '@tutorium/contract/courses';
import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, enrolments, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { canManage, mayView } from '../course-access/public';
import { lessonProgressOf, progressIn } from '../lessons/public';
import { type CourseDtoSource, toCourseDto } from './course-dto';
import { enrolledCount, enrolledStudentsOf, rating, reviewCount } from './course-figures';
import { waitlistCountIn, waitlistPositionIn } from './seats';

const detailCourseId = sql.raw('"courses"."id"');

/** The course page's row, as PostgreSQL writes it in JSON: the timestamp as ISO 8601 text. */
interface CourseDetail extends Omit<CourseDtoSource, 'createdAt'> {
  createdAt: string;
  instructorName: string;
  enrolledCount: number;
  rating: number | null;
  reviewCount: number;
  isEnrolled: boolean;
  waitlistCount: number;
  waitlistPosition: number | null;
}

/** Each key of the course page's JSON row and the column or expression it holds. */
const courseDetailColumns = {
  id: courses.id,
  instructorId: courses.instructorId,
  title: courses.title,
  description: courses.description,
  category: courses.category,
  level: courses.level,
  status: courses.status,
  thumbnail: courses.thumbnail,
  scheduleDays: courses.scheduleDays,
  startTime: courses.startTime,
  endTime: courses.endTime,
  durationHours: courses.durationHours,
  startDate: courses.startDate,
  endDate: courses.endDate,
  maxStudents: courses.maxStudents,
  priceCents: courses.priceCents,
  waitlistEnabled: courses.waitlistEnabled,
  instalments: courses.instalments,
  accessAfterPayment: courses.accessAfterPayment,
  atRiskBelowPercent: courses.atRiskBelowPercent,
  atRiskMissedClasses: courses.atRiskMissedClasses,
  atRiskMinimumClasses: courses.atRiskMinimumClasses,
  createdAt: courses.createdAt,
  instructorName: users.name,
  enrolledCount,
  rating,
  reviewCount,
  isEnrolled: sql`exists (select 1 from ${enrolments} where ${enrolments.courseId} = ${courses.id} and ${enrolments.studentId} = ${sql.placeholder('viewerId')})`,
  waitlistCount: waitlistCountIn(detailCourseId),
  waitlistPosition: waitlistPositionIn(detailCourseId, sql.placeholder('viewerId')),
} satisfies Record<keyof CourseDetail, SQLWrapper>;

/**
 * The course page's one read, built once per database and prepared, because it is the most
 * requested page: it costs one round trip and no query building (docs/performance.md). The row
 * comes back as one JSON value rather than 26 columns: node-postgres and drizzle spend about a
 * microsecond per column of every result (describing, parsing and mapping it), more than parsing
 * the JSON costs.
 */
function buildCourseDetailQuery(db: Database) {
  const pairs = Object.entries(courseDetailColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return db
    .select({ detail: sql<CourseDetail>`json_build_object(${sql.join(pairs, sql`, `)})` })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(eq(courses.id, sql.placeholder('courseId')))
    .prepare('course_detail');
}
const courseDetailQueries = new WeakMap<Database, ReturnType<typeof buildCourseDetailQuery>>();
function courseDetailQuery(db: Database) {
  let query = courseDetailQueries.get(db);
  if (!query) {
    query = buildCourseDetailQuery(db);
    courseDetailQueries.set(db, query);
  }
  return query;
}

/**
 * One course. Published courses are public; others only reach their teacher, admins and enrolled
 * students. The enrolled students' names and emails only reach the teacher and admins.
 */
export async function getCourse(
  ctx: AppContext,
  courseId: string,
  viewer: AuthUser | null,
  options: { afterUnenrol?: boolean } = {},
): Promise<Course> {
  const [found] = await courseDetailQuery(ctx.db).execute({ courseId, viewerId: viewer?.id ?? null });
  if (!found) throw notFound(courseMessages.notFound);
  const row = found.detail;
  const manager = canManage(viewer, row);
  // A student who has just left an unpublished course is still told about the course they left.
  if (!mayView(viewer, row, row.isEnrolled) && !options.afterUnenrol) throw notFound(courseMessages.notFound);
  const student = viewer?.role === 'student' ? viewer : null;
  const studentProgress =
    student && row.isEnrolled
      ? progressIn(await lessonProgressOf(ctx.db, student.id, [courseId]), courseId).percentage
      : undefined;
  return toCourseDto(
    { ...row, createdAt: new Date(row.createdAt) },
    {
      instructorName: row.instructorName,
      enrolledCount: row.enrolledCount,
      rating: row.rating,
      reviewCount: row.reviewCount,
      ...(studentProgress === undefined ? {} : { progress: studentProgress }),
      ...(viewer?.role === 'student' ? { isEnrolled: row.isEnrolled } : {}),
      waitlistCount: row.waitlistCount,
      ...(student ? { waitlistPosition: row.waitlistPosition } : {}),
      ...(manager ? { enrolledStudents: (await enrolledStudentsOf(ctx.db, [courseId])).get(courseId) ?? [] } : {}),
    },
  );
}
