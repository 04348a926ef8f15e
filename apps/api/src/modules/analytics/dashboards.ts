import { attendancePercentage } from '@tutorium/contract/attendance';
import { STUDENT_DASHBOARD_LIST, type StudentDashboard, type TeacherDashboard } from '@tutorium/contract/dashboard';
import { count, countDistinct, sql } from 'drizzle-orm';
import { courseAttendanceDays, courses, enrolments } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { studentAttendance } from '../attendance/public';
import { inManagedCourses } from '../course-access/public';
import { listStudentCourses } from '../courses/public';
import { refreshStoredGrades } from '../gradebook/public';
import { listUnfinishedLiveClasses } from '../live-classes/public';
import { mostRecentlyActive } from './performance';

const DASHBOARD_PERFORMANCE_ROWS = 8;

/**
 * Present / records over the teacher's courses, counting only dates since each enrolment: summed
 * from the per-course, per-date tallies the database keeps as attendance is marked.
 */
export async function teacherAttendanceRate(ctx: AppContext, user: AuthUser): Promise<number | null> {
  const [row] = await ctx.db
    .select({
      total: sql<number>`coalesce(sum(${courseAttendanceDays.total}), 0)::int`,
      present: sql<number>`coalesce(sum(${courseAttendanceDays.present}), 0)::int`,
    })
    .from(courseAttendanceDays)
    .where(inManagedCourses(user, courseAttendanceDays.courseId));
  return attendancePercentage(row?.present ?? 0, row?.total ?? 0);
}

/**
 * The teacher's four cards and the most recently active students, through the report runner: an
 * admin's platform-wide figures are shared for a few seconds, identical requests share one
 * computation.
 */
export async function teacherDashboard(ctx: AppContext, user: AuthUser): Promise<TeacherDashboard> {
  const admin = user.role === 'admin';
  // Before the report: it runs in a read-only transaction.
  await refreshStoredGrades(ctx.db, inManagedCourses(user, courses.id));
  return ctx.reports.run(
    admin ? 'teacher-dashboard:all' : `teacher-dashboard:${user.id}`,
    (db) => computeTeacherDashboard({ ...ctx, db }, user),
    { cacheable: admin },
  );
}

async function computeTeacherDashboard(ctx: AppContext, user: AuthUser): Promise<TeacherDashboard> {
  // One after another: the report runs on a single connection, in one transaction.
  const [courseCount] = await ctx.db.select({ value: count() }).from(courses).where(inManagedCourses(user, courses.id));
  const [enrolled] = await ctx.db
    .select({ students: countDistinct(enrolments.studentId), enrolments: count() })
    .from(enrolments)
    .where(inManagedCourses(user, enrolments.courseId));
  const attendanceRate = await teacherAttendanceRate(ctx, user);
  const performance = await mostRecentlyActive(ctx.db, user, DASHBOARD_PERFORMANCE_ROWS);
  return {
    totalCourses: courseCount?.value ?? 0,
    totalStudents: enrolled?.students ?? 0,
    totalEnrollments: enrolled?.enrolments ?? 0,
    attendanceRate,
    performance,
  };
}

export async function studentDashboard(ctx: AppContext, student: AuthUser): Promise<StudentDashboard> {
  const [courseList, unfinished, attendance] = await Promise.all([
    listStudentCourses(ctx, student),
    listUnfinishedLiveClasses(ctx, student),
    studentAttendance(ctx, student, {}),
  ]);
  // Classes live now started earlier than the upcoming ones, so the list reads live first, then upcoming.
  const now = ctx.now().getTime();
  const upcoming = unfinished.filter((liveClass) => Date.parse(liveClass.startsAt) >= now);
  return {
    enrolledCourses: courseList.length,
    overallProgress:
      courseList.length === 0
        ? 0
        : Math.round(courseList.reduce((sum, course) => sum + (course.progress ?? 0), 0) / courseList.length),
    attendanceRate: attendance.stats.percentage,
    upcomingClasses: upcoming.length,
    recentCourses: courseList.slice(0, STUDENT_DASHBOARD_LIST.courses),
    nextClasses: unfinished.slice(0, STUDENT_DASHBOARD_LIST.classes),
    attendance: { stats: attendance.stats, recent: attendance.data.slice(0, STUDENT_DASHBOARD_LIST.attendance) },
  };
}
