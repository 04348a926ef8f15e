import { type Pagination, pageWindow } from '@tutorium/contract/api';
import {
  type CatalogueCategory,
  type Course,
  type CourseDependents,
  type catalogueQuerySchema,
  courseCategories,
  type courseInputSchema,
  courseMessages,
  type instructorCoursesQuerySchema,
  publishedCourseStatuses,
} from '@tutorium/contract/courses';
import { progressPercentage } from '@tutorium/contract/lessons';
import { isTeacherRole } from '@tutorium/contract/role-rules';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  attendanceRecords,
  catalogueCourseCounts,
  courses,
  enrolments,
  lessons,
  liveClasses,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, isCheckViolation, isUniqueViolation, notFound } from '../../platform/errors';
import { containsPattern, pagination, totalRows } from '../../platform/sql-helpers';
import { lessonProgressOf, progressIn } from '../progress/figures';
import { type CourseDtoSource, type CourseRow, toCourseDto } from './course-dto';
import { closeWaitlist, fillFreedSeats, lockCourseSeats, waitlistCountOfCourse, waitlistPositionOf } from './seats';

type CourseInput = z.output<typeof courseInputSchema>;
type CatalogueQuery = z.output<typeof catalogueQuerySchema>;
type InstructorQuery = z.output<typeof instructorCoursesQuerySchema>;

/** Kept on the course row by database triggers, so lists neither count nor average per row. */
const enrolledCount = courses.enrolmentCount;
/** Mean rating to one decimal (as text from PostgreSQL's numeric), and the number of reviews. */
const rating = sql<string | null>`round(${courses.ratingSum}::numeric / nullif(${courses.reviewCount}, 0), 1)`;
const reviewCount = courses.reviewCount;
const ratingFigures = { rating, reviewCount };
const toRating = (value: string | null): number | null => (value === null ? null : Number(value));
/**
 * The outer query's course columns, qualified by hand: drizzle leaves a single-table select's fields
 * unqualified, and inside a subquery an unqualified "id" would name the subquery's own table.
 */
const outerCourseId = sql.raw('"courses"."id"');
const outerInstructorId = sql.raw('"courses"."instructor_id"');
const isEnrolledBy = (studentId: string) =>
  sql<boolean>`exists (select 1 from ${enrolments} where ${enrolments.courseId} = ${outerCourseId} and ${enrolments.studentId} = ${studentId})`;

const canManage = (user: AuthUser | null, course: Pick<CourseRow, 'instructorId'>): boolean =>
  user !== null && (user.role === 'admin' || course.instructorId === user.id);

/**
 * A catalogue row. The instructor's name and the enrolment flag are subqueries rather than joins,
 * so PostgreSQL sorts and limits the courses first and looks them up for the page's rows only.
 */
function courseColumns(viewer: AuthUser | null, total: SQL<number>) {
  return {
    course: courses,
    instructorName: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${outerInstructorId})`,
    enrolledCount,
    ...ratingFigures,
    isEnrolled: viewer?.role === 'student' ? isEnrolledBy(viewer.id) : sql<null>`null`,
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

interface ListedRow {
  course: CourseRow;
  instructorName: string;
  enrolledCount: number;
  rating: string | null;
  reviewCount: number;
  isEnrolled: boolean | null;
  total: number;
}

function toPage(rows: ListedRow[], page: number, pageSize: number): { data: Course[]; pagination: Pagination } {
  return {
    data: rows.map((row) =>
      toCourseDto(row.course, {
        instructorName: row.instructorName,
        enrolledCount: row.enrolledCount,
        rating: toRating(row.rating),
        reviewCount: row.reviewCount,
        ...(row.isEnrolled === null ? {} : { isEnrolled: row.isEnrolled }),
      }),
    ),
    pagination: pagination(page, pageSize, rows[0]?.total ?? 0),
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
  return manager.role === 'admin' ? undefined : or(published, eq(courses.instructorId, manager.id));
}

/**
 * The public catalogue: active and upcoming courses only, filtered, sorted and paged in one query.
 * The total is a subquery PostgreSQL runs once, so the page itself is read through the sort's index
 * (docs/performance.md).
 */
export async function listCatalogue(ctx: AppContext, query: CatalogueQuery, viewer: AuthUser | null) {
  const { page, pageSize } = pageWindow(query);
  const manager = catalogueManager(query, viewer);
  const filter = and(
    visibleCourses(manager),
    query.category ? eq(courses.category, query.category) : undefined,
    query.level ? eq(courses.level, query.level) : undefined,
    query.instructorId ? eq(courses.instructorId, query.instructorId) : undefined,
    searchCondition(query.search),
  );
  const total = catalogueTotal(query, filter, manager !== null);
  const rows = await ctx.db
    .select(courseColumns(viewer, total))
    .from(courses)
    .where(filter)
    .orderBy(...catalogueOrder[query.sort], asc(courses.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const listed = toPage(rows, page, pageSize);
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
  const { page, pageSize } = pageWindow(query);
  const rows = await ctx.db
    .select(courseColumns(user, totalRows()))
    .from(courses)
    .where(
      and(
        user.role === 'admin' ? undefined : eq(courses.instructorId, user.id),
        query.category ? eq(courses.category, query.category) : undefined,
        query.status ? eq(courses.status, query.status) : undefined,
        searchCondition(query.search),
      ),
    )
    .orderBy(desc(courses.createdAt), asc(courses.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const listed = toPage(rows, page, pageSize);
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

/**
 * The student's courses, newest enrolment first, with lesson progress from the count kept on each
 * enrolment (docs/performance.md), in one query.
 */
export async function listStudentCourses(ctx: AppContext, student: AuthUser): Promise<Course[]> {
  const rows = await ctx.db
    .select({
      course: courses,
      instructorName: users.name,
      enrolledCount,
      ...ratingFigures,
      lessonsCompleted: enrolments.lessonsCompleted,
      lessonCount: sql<number>`(select count(*)::int from ${lessons} where ${lessons.courseId} = ${courses.id})`,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(eq(enrolments.studentId, student.id))
    .orderBy(desc(enrolments.enrolledAt));
  return rows.map((row) =>
    toCourseDto(row.course, {
      instructorName: row.instructorName,
      enrolledCount: row.enrolledCount,
      rating: toRating(row.rating),
      reviewCount: row.reviewCount,
      isEnrolled: true,
      progress: progressPercentage(row.lessonsCompleted, row.lessonCount),
    }),
  );
}

/** The course page's row, as PostgreSQL writes it in JSON: the timestamp as ISO 8601 text. */
interface CourseDetail extends Omit<CourseDtoSource, 'createdAt'> {
  createdAt: string;
  instructorName: string;
  enrolledCount: number;
  rating: number | null;
  reviewCount: number;
  isEnrolled: boolean;
  waitlistCount: number;
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
  atRiskBelowPercent: courses.atRiskBelowPercent,
  atRiskMissedClasses: courses.atRiskMissedClasses,
  createdAt: courses.createdAt,
  instructorName: users.name,
  enrolledCount,
  rating,
  reviewCount,
  isEnrolled: sql`exists (select 1 from ${enrolments} where ${enrolments.courseId} = ${courses.id} and ${enrolments.studentId} = ${sql.placeholder('viewerId')})`,
  waitlistCount: waitlistCountOfCourse,
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
  const visible = publishedCourseStatuses.includes(row.status) || manager || row.isEnrolled;
  // A student who has just left an unpublished course is still told about the course they left.
  if (!visible && !options.afterUnenrol) throw notFound(courseMessages.notFound);
  const student = viewer?.role === 'student' ? viewer : null;
  const [studentProgress, waitlistPosition] = await Promise.all([
    student && row.isEnrolled
      ? lessonProgressOf(ctx.db, student.id, [courseId]).then((progress) => progressIn(progress, courseId).percentage)
      : undefined,
    student ? waitlistPositionOf(ctx.db, courseId, student.id) : undefined,
  ]);
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
      ...(waitlistPosition === undefined ? {} : { waitlistPosition }),
      ...(manager ? { enrolledStudents: (await enrolledStudentsOf(ctx.db, [courseId])).get(courseId) ?? [] } : {}),
    },
  );
}

type EnrolledStudent = NonNullable<Course['enrolledStudents']>[number];

/** The enrolled students of each course, by name, in one query: for the courses' teacher and admins only. */
async function enrolledStudentsOf(db: Database, courseIds: string[]): Promise<Map<string, EnrolledStudent[]>> {
  const byCourse = new Map<string, EnrolledStudent[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({
      courseId: enrolments.courseId,
      id: users.id,
      name: users.name,
      email: users.email,
      enrolledAt: enrolments.enrolledAt,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .where(inArray(enrolments.courseId, courseIds))
    .orderBy(asc(users.name), asc(users.id));
  for (const row of rows) {
    const list = byCourse.get(row.courseId) ?? [];
    list.push({ _id: row.id, id: row.id, name: row.name, email: row.email, enrolledAt: row.enrolledAt.toISOString() });
    byCourse.set(row.courseId, list);
  }
  return byCourse;
}

/** The course when `user` may change it: 404 when there is none, 403 when it is another teacher's. */
export async function loadManagedCourse(db: Database, user: AuthUser, courseId: string): Promise<CourseRow> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw notFound(courseMessages.notFound);
  if (!canManage(user, course)) throw forbidden(courseMessages.notYourCourse, 'not_your_course');
  return course;
}

function courseValues(input: CourseInput) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    level: input.level,
    status: input.status,
    thumbnail: input.thumbnail,
    scheduleDays: input.schedule.days,
    startTime: input.schedule.startTime,
    endTime: input.schedule.endTime,
    durationHours: input.duration,
    startDate: input.startDate,
    endDate: input.endDate || null,
    maxStudents: input.maxStudents,
    priceCents: Math.round(input.price * 100),
    // Left out of a request, the thresholds stay as they are (a new course takes the defaults).
    ...(input.atRiskBelowPercent === undefined ? {} : { atRiskBelowPercent: input.atRiskBelowPercent }),
    ...(input.atRiskMissedClasses === undefined ? {} : { atRiskMissedClasses: input.atRiskMissedClasses }),
  };
}

export async function createCourse(ctx: AppContext, user: AuthUser, input: CourseInput): Promise<Course> {
  const [row] = await ctx.db
    .insert(courses)
    .values({ ...courseValues(input), waitlistEnabled: input.waitlistEnabled ?? true, instructorId: user.id })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return getCourse(ctx, row.id, user);
}

export async function updateCourse(
  ctx: AppContext,
  user: AuthUser,
  courseId: string,
  input: CourseInput,
): Promise<Course> {
  await loadManagedCourse(ctx.db, user, courseId);
  const values = courseValues(input);
  // The course row is locked as enrolment locks it, so no student slips in between the count and the
  // update; a raised capacity (or a reopened course) then takes students off the waitlist at once.
  await ctx.db.transaction(async (tx) => {
    const before = await lockCourseSeats(tx, courseId);
    if (!before) throw notFound(courseMessages.notFound);
    if (values.maxStudents < before.taken)
      throw conflict('capacity_below_enrolled', courseMessages.capacityBelowEnrolled(before.taken));
    const waitlistEnabled = input.waitlistEnabled ?? before.waitlistEnabled;
    await tx
      .update(courses)
      .set({ ...values, waitlistEnabled, updatedAt: sql`now()` })
      .where(eq(courses.id, courseId));
    if (before.waitlistEnabled && !waitlistEnabled) await closeWaitlist(ctx, tx, courseId, values.title);
    await fillFreedSeats(ctx, tx, courseId);
  });
  return getCourse(ctx, courseId, user);
}

/** What deleting the course takes with it, for the confirmation dialog. */
export async function courseDependents(ctx: AppContext, user: AuthUser, courseId: string): Promise<CourseDependents> {
  await loadManagedCourse(ctx.db, user, courseId);
  const [[enrolled], [marked], [scheduled]] = await Promise.all([
    ctx.db.select({ value: count() }).from(enrolments).where(eq(enrolments.courseId, courseId)),
    ctx.db.select({ value: count() }).from(attendanceRecords).where(eq(attendanceRecords.courseId, courseId)),
    ctx.db.select({ value: count() }).from(liveClasses).where(eq(liveClasses.courseId, courseId)),
  ]);
  return {
    enrolments: enrolled?.value ?? 0,
    attendanceRecords: marked?.value ?? 0,
    liveClasses: scheduled?.value ?? 0,
  };
}

export async function deleteCourse(ctx: AppContext, user: AuthUser, courseId: string): Promise<void> {
  await loadManagedCourse(ctx.db, user, courseId);
  await ctx.db.delete(courses).where(eq(courses.id, courseId));
}

/**
 * Enrols a student. The course row is locked for the transaction, so concurrent enrolments queue on
 * it and the seat count they read (kept on the row by a trigger) is exact: a 50-seat course never
 * takes a 51st student.
 */
export async function enrol(ctx: AppContext, student: AuthUser, courseId: string): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const course = await lockCourseSeats(tx, courseId);
      if (!course) throw notFound(courseMessages.notFound);
      if (!publishedCourseStatuses.includes(course.status)) throw conflict('course_not_open', courseMessages.notOpen);
      // Students already waiting come first: any free seat goes to them before this student.
      const promoted = await fillFreedSeats(ctx, tx, courseId);
      const [already] = await tx
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, student.id)));
      if (already) throw conflict('already_enrolled', courseMessages.alreadyEnrolled);
      if (course.taken + promoted >= course.maxStudents) throw conflict('course_full', courseMessages.full);
      await tx.insert(enrolments).values({ courseId, studentId: student.id });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'enrolments_course_student_unique'))
      throw conflict('already_enrolled', courseMessages.alreadyEnrolled);
    if (isCheckViolation(error, 'courses_enrolment_capacity_check')) throw conflict('course_full', courseMessages.full);
    throw error;
  }
}

/** Unenrols the student; the seat goes to the first student waiting, in the same transaction. */
export async function unenrol(ctx: AppContext, student: AuthUser, courseId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockCourseSeats(tx, courseId);
    const removed = await tx
      .delete(enrolments)
      .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, student.id)))
      .returning({ id: enrolments.id });
    if (removed.length === 0) throw notFound(courseMessages.notEnrolled);
    await fillFreedSeats(ctx, tx, courseId);
  });
}
