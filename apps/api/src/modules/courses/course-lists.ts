import { type Pagination, pageWindow } from '@tutorium/contract/api';
import {
  type CatalogueCategory,
  type Course,
  type catalogueQuerySchema,
  courseCategories,
  courseMessages,
  type instructorCoursesQuerySchema,
  publishedCourseStatuses,
} from '@tutorium/contract/courses';
import { progressPercentage } from '@tutorium/contract/lessons';
import { isTeacherRole } from '@tutorium/contract/role-rules';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { catalogueCourseCounts, courses, enrolments, lessons, users, waitlistEntries } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { containsPattern, readPage, totalRows } from '../../platform/sql-helpers';
import { type CourseRow, canManage, managedCourses } from '../course-access/public';
import { type CourseExtras, toCourseDto } from './course-dto';
import { enrolledCount, enrolledStudentsOf, rating, ratingFigures, reviewCount, toRating } from './course-figures';
import { waitlistCountIn, waitlistPositionIn } from './seats';

type CatalogueQuery = z.output<typeof catalogueQuerySchema>;
type InstructorQuery = z.output<typeof instructorCoursesQuerySchema>;

/**
 * The outer query's course columns, qualified by hand: drizzle leaves a single-table select's fields
 * unqualified, and inside a subquery an unqualified "id" would name the subquery's own table.
 */
const outerCourseId = sql.raw('"courses"."id"');
const outerInstructorId = sql.raw('"courses"."instructor_id"');
const isEnrolledBy = (studentId: string) =>
  sql<boolean>`exists (select 1 from ${enrolments} where ${enrolments.courseId} = ${outerCourseId} and ${enrolments.studentId} = ${studentId})`;

/**
 * A catalogue row. The instructor's name, the enrolment flag, the waitlist's length and the student's
 * place in it are subqueries rather than joins, so PostgreSQL sorts and limits the courses first and
 * looks them up for the page's rows only, still in the list's one query.
 */
function courseColumns(viewer: AuthUser | null, total: SQL<number>) {
  const student = viewer?.role === 'student' ? viewer : null;
  return {
    course: courses,
    instructorName: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${outerInstructorId})`,
    enrolledCount,
    ...ratingFigures,
    isEnrolled: student ? isEnrolledBy(student.id) : sql<null>`null`,
    waitlistCount: waitlistCountIn(outerCourseId),
    waitlistPosition: student ? waitlistPositionIn(outerCourseId, student.id) : sql<null>`null`,
    total,
  };
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(courses.title, pattern),
    ilike(courses.description, pattern),
    sql`exists (select 1 from ${users} where ${users.id} = ${courses.instructorId} and ${users.name} ilike ${pattern})`,
  );
}

/** What every course list reads beside the course row: its instructor's name and its figures. */
interface CourseFiguresRow {
  course: CourseRow;
  instructorName: string;
  enrolledCount: number;
  rating: string | null;
  reviewCount: number;
}

/** A listed course's answer: its row and figures, with what this list adds (a student's flag, place, progress). */
const toListedCourse = (row: CourseFiguresRow, extras: Partial<CourseExtras>): Course =>
  toCourseDto(row.course, {
    instructorName: row.instructorName,
    enrolledCount: row.enrolledCount,
    rating: toRating(row.rating),
    reviewCount: row.reviewCount,
    ...extras,
  });

interface ListedRow extends CourseFiguresRow {
  isEnrolled: boolean | null;
  waitlistCount: number;
  waitlistPosition: number | null;
  total: number;
}

function toPage({ rows, pagination }: { rows: ListedRow[]; pagination: Pagination }) {
  return {
    data: rows.map((row) =>
      toListedCourse(row, {
        waitlistCount: row.waitlistCount,
        // A student's rows carry their place (null when not waiting); no one else has one.
        ...(row.isEnrolled === null ? {} : { isEnrolled: row.isEnrolled, waitlistPosition: row.waitlistPosition }),
      }),
    ),
    pagination,
  };
}

const catalogueOrder = {
  popular: [desc(enrolledCount), desc(courses.createdAt)],
  rating: [sql`${rating} desc nulls last`, desc(reviewCount), desc(enrolledCount)],
  'price-asc': [asc(courses.priceCents), asc(courses.title)],
  'price-desc': [desc(courses.priceCents), asc(courses.title)],
  newest: [desc(courses.createdAt)],
  title: [asc(courses.title)],
} as const;

/**
 * The number of courses the catalogue query finds, as a subquery PostgreSQL runs once. Filtered by
 * category and level only, it sums the counts the database keeps (docs/performance.md); a search,
 * a teacher filter or a list with the caller's managed courses counts the matching courses.
 */
function catalogueTotal(query: CatalogueQuery, filter: SQL | undefined, withManaged: boolean): SQL<number> {
  if (query.search || query.instructorId || withManaged) {
    // An admin's whole list with no filter has no condition at all.
    return sql<number>`(select count(*)::int from ${courses}${filter ? sql` where ${filter}` : sql``})`;
  }
  const counted = and(
    inArray(catalogueCourseCounts.status, [...publishedCourseStatuses]),
    query.category ? eq(catalogueCourseCounts.category, query.category) : undefined,
    query.level ? eq(catalogueCourseCounts.level, query.level) : undefined,
  );
  return sql<number>`(select coalesce(sum(${catalogueCourseCounts.courses}), 0)::int from ${catalogueCourseCounts} where ${counted})`;
}

/**
 * Who, reading the whole catalogue (no page asked for), also gets the courses they manage in every
 * status, with their students: a teacher their own courses, an admin every course, as on
 * `GET /courses/instructor/courses`. The seed's client reads a teacher's course for its detail and
 * edit screens from this list (docs/api-compatibility.md); paged reads, visitors and students get
 * the published catalogue alone.
 */
const catalogueManager = (query: CatalogueQuery, viewer: AuthUser | null): AuthUser | null =>
  query.page === undefined && query.pageSize === undefined && viewer !== null && isTeacherRole(viewer.role)
    ? viewer
    : null;

/** Which courses a list shows: published ones, and for a manager also the ones they manage. */
function visibleCourses(manager: AuthUser | null): SQL | undefined {
  const published = inArray(courses.status, [...publishedCourseStatuses]);
  if (manager === null) return published;
  const managed = managedCourses(manager);
  return managed && or(published, managed);
}

/**
 * The public catalogue: active and upcoming courses only, filtered, sorted and paged in one query.
 * The total is a subquery PostgreSQL runs once, so the page itself is read through the sort's index
 * (docs/performance.md).
 */
export async function listCatalogue(ctx: AppContext, query: CatalogueQuery, viewer: AuthUser | null) {
  const manager = catalogueManager(query, viewer);
  const filter = and(
    visibleCourses(manager),
    query.category ? eq(courses.category, query.category) : undefined,
    query.level ? eq(courses.level, query.level) : undefined,
    query.instructorId ? eq(courses.instructorId, query.instructorId) : undefined,
    searchCondition(query.search),
  );
  const total = catalogueTotal(query, filter, manager !== null);
  const page = await readPage(
    pageWindow(query),
    ctx.db
      .select(courseColumns(viewer, total))
      .from(courses)
      .where(filter)
      .orderBy(...catalogueOrder[query.sort], asc(courses.id)),
  );
  const listed = toPage(page);
  if (manager === null) return listed;
  return {
    ...listed,
    data: await withEnrolledStudents(ctx.db, listed.data, (course) =>
      canManage(manager, { instructorId: course.instructor.id }),
    ),
  };
}

/** The categories the catalogue has courses in, so no one is offered a subject with nothing behind it. */
export async function listCatalogueCategories(ctx: AppContext): Promise<CatalogueCategory[]> {
  const rows = await ctx.db
    .select({ category: courses.category, count: count() })
    .from(courses)
    .where(inArray(courses.status, [...publishedCourseStatuses]))
    .groupBy(courses.category);
  const counts = new Map(rows.map((row) => [row.category, row.count]));
  return courseCategories.flatMap((category) => {
    const value = counts.get(category) ?? 0;
    return value > 0 ? [{ category, count: value }] : [];
  });
}

/** A teacher's own courses (every course for an admin), each with its enrolled students. */
export async function listInstructorCourses(ctx: AppContext, user: AuthUser, query: InstructorQuery) {
  if (query.instructorId !== undefined && user.role !== 'admin') throw forbidden(courseMessages.teacherFilterAdminOnly);
  const page = await readPage(
    pageWindow(query),
    ctx.db
      .select(courseColumns(user, totalRows()))
      .from(courses)
      .where(
        and(
          managedCourses(user),
          query.category ? eq(courses.category, query.category) : undefined,
          query.status ? eq(courses.status, query.status) : undefined,
          query.instructorId ? eq(courses.instructorId, query.instructorId) : undefined,
          searchCondition(query.search),
        ),
      )
      .orderBy(desc(courses.createdAt), asc(courses.id)),
  );
  const listed = toPage(page);
  return { ...listed, data: await withEnrolledStudents(ctx.db, listed.data, () => true) };
}

/** Adds `enrolledStudents` to the listed courses the caller manages, in one query for them all. */
async function withEnrolledStudents(
  db: Database,
  listed: Course[],
  manages: (course: Course) => boolean,
): Promise<Course[]> {
  const managed = new Set(listed.filter(manages).map((course) => course.id));
  const students = await enrolledStudentsOf(db, [...managed]);
  return listed.map((course) =>
    managed.has(course.id) ? { ...course, enrolledStudents: students.get(course.id) ?? [] } : course,
  );
}

/** The course and its figures in a student's own lists, which join it and its instructor to the student's rows. */
const joinedCourseColumns = { course: courses, instructorName: users.name, enrolledCount, ...ratingFigures };

/**
 * The student's courses, newest enrolment first, with lesson progress from the count kept on each
 * enrolment (docs/performance.md), in one query.
 */
export async function listStudentCourses(ctx: AppContext, student: AuthUser): Promise<Course[]> {
  const rows = await ctx.db
    .select({
      ...joinedCourseColumns,
      lessonsCompleted: enrolments.lessonsCompleted,
      lessonCount: sql<number>`(select count(*)::int from ${lessons} where ${lessons.courseId} = ${courses.id})`,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(eq(enrolments.studentId, student.id))
    .orderBy(desc(enrolments.enrolledAt));
  return rows.map((row) =>
    toListedCourse(row, { isEnrolled: true, progress: progressPercentage(row.lessonsCompleted, row.lessonCount) }),
  );
}

/**
 * The courses the student waits for, first joined first, each with the student's place, the
 * waitlist's length and the price, in one query.
 */
export async function listStudentWaitlist(ctx: AppContext, student: AuthUser): Promise<Course[]> {
  const rows = await ctx.db
    .select({
      ...joinedCourseColumns,
      waitlistCount: waitlistCountIn(courses.id),
      waitlistPosition: waitlistPositionIn(courses.id, student.id),
    })
    .from(waitlistEntries)
    .innerJoin(courses, eq(courses.id, waitlistEntries.courseId))
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(eq(waitlistEntries.studentId, student.id))
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id));
  return rows.map((row) =>
    toListedCourse(row, {
      isEnrolled: false,
      waitlistCount: row.waitlistCount,
      waitlistPosition: row.waitlistPosition,
    }),
  );
}
