import { attendancePercentage } from '@tutorium/contract/attendance';
import { STUDENT_DASHBOARD_LIST, type StudentDashboard, type TeacherDashboard } from '@tutorium/contract/dashboard';
import { and, count, countDistinct } from 'drizzle-orm';
import { anonymisedAttendance, attendanceRecords, courses, enrolments } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { anonymisedPresent, anonymisedTotal } from '../attendance/anonymised';
import { presentCount, recordCount, sameEnrolment, sinceEnrolment } from '../attendance/counting';
import { studentAttendance } from '../attendance/service';
import { listStudentCourses } from '../courses/service';
import { listLiveClasses } from '../live-classes/service';
import { performanceRows } from './performance';
import { managedBy } from './scope';

const DASHBOARD_PERFORMANCE_ROWS = 8;

/** Present / records over the teacher's courses, counting only dates since each enrolment. */
export async function teacherAttendanceRate(ctx: AppContext, user: AuthUser): Promise<number | null> {
  const [[row], [anonymised]] = await Promise.all([
    ctx.db
      .select({ total: recordCount, present: presentCount })
      .from(attendanceRecords)
      .innerJoin(enrolments, sameEnrolment)
      .where(and(managedBy(user, attendanceRecords.courseId), sinceEnrolment)),
    ctx.db
      .select({ total: anonymisedTotal, present: anonymisedPresent })
      .from(anonymisedAttendance)
      .where(managedBy(user, anonymisedAttendance.courseId)),
  ]);
  return attendancePercentage(
    (row?.present ?? 0) + (anonymised?.present ?? 0),
    (row?.total ?? 0) + (anonymised?.total ?? 0),
  );
}

/** The teacher's four cards and the most recently active students: one aggregate query each. */
export async function teacherDashboard(ctx: AppContext, user: AuthUser): Promise<TeacherDashboard> {
  const [[courseCount], [enrolled], attendanceRate, performance] = await Promise.all([
    ctx.db.select({ value: count() }).from(courses).where(managedBy(user, courses.id)),
    ctx.db
      .select({ students: countDistinct(enrolments.studentId), enrolments: count() })
      .from(enrolments)
      .where(managedBy(user, enrolments.courseId)),
    teacherAttendanceRate(ctx, user),
    performanceRows(ctx.db, user, {
      sort: 'lastActivity',
      order: 'desc',
      limit: DASHBOARD_PERFORMANCE_ROWS,
      offset: 0,
    }),
  ]);
  return {
    totalCourses: courseCount?.value ?? 0,
    totalStudents: enrolled?.students ?? 0,
    totalEnrollments: enrolled?.enrolments ?? 0,
    attendanceRate,
    performance: performance.rows,
  };
}

export async function studentDashboard(ctx: AppContext, student: AuthUser): Promise<StudentDashboard> {
  const [courseList, upcoming, attendance] = await Promise.all([
    listStudentCourses(ctx, student),
    listLiveClasses(ctx, student, { from: ctx.now().toISOString() }),
    studentAttendance(ctx, student, {}),
  ]);
  const live = await listLiveClasses(ctx, student, { state: 'live' });
  const next = [...live, ...upcoming.filter((liveClass) => !live.some((item) => item.id === liveClass.id))];
  return {
    enrolledCourses: courseList.length,
    overallProgress:
      courseList.length === 0
        ? 0
        : Math.round(courseList.reduce((sum, course) => sum + (course.progress ?? 0), 0) / courseList.length),
    attendanceRate: attendance.stats.percentage,
    upcomingClasses: upcoming.length,
    recentCourses: courseList.slice(0, STUDENT_DASHBOARD_LIST.courses),
    nextClasses: next.slice(0, STUDENT_DASHBOARD_LIST.classes),
    attendance: { stats: attendance.stats, recent: attendance.data.slice(0, STUDENT_DASHBOARD_LIST.attendance) },
  };
}
