import type { ProfileStats } from '@tutorium/contract/dashboard';
import { averageScore } from '@tutorium/contract/grades';
import { COMPLETED_AT } from '@tutorium/contract/lessons';
import { roundRating } from '@tutorium/contract/reviews';
import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
import { courses, enrolments, liveClasses, reviews } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { studentAttendance } from '../attendance/public';
import { inManagedCourses } from '../course-access/public';
import { studentGrades } from '../gradebook/public';
import { lessonProgressOf } from '../lessons/public';
import { teacherAttendanceRate } from './dashboards';

/** The figures on a profile page: a teacher's teaching record, or a student's learning record. */
export async function profileStats(ctx: AppContext, user: AuthUser): Promise<ProfileStats> {
  if (user.role === 'student') {
    const [enrolled, progress, attendance] = await Promise.all([
      ctx.db.select({ courseId: enrolments.courseId }).from(enrolments).where(eq(enrolments.studentId, user.id)),
      lessonProgressOf(ctx.db, user.id),
      studentAttendance(ctx, user, {}),
    ]);
    const grades = await studentGrades(
      ctx.db,
      user.id,
      enrolled.map((row) => row.courseId),
    );
    return {
      role: 'student',
      enrolled: enrolled.length,
      completed: [...progress.values()].filter((course) => course.total > 0 && course.percentage >= COMPLETED_AT)
        .length,
      attendanceRate: attendance.stats.percentage,
      averageScore: averageScore(grades.flatMap((course) => (course.percent === null ? [] : [course.percent]))),
    };
  }
  const [[taught], [students], [held], attendanceRate, [rated]] = await Promise.all([
    ctx.db.select({ value: count() }).from(courses).where(eq(courses.instructorId, user.id)),
    ctx.db
      .select({ value: countDistinct(enrolments.studentId) })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(eq(courses.instructorId, user.id)),
    ctx.db
      .select({ value: count() })
      .from(liveClasses)
      .innerJoin(courses, eq(courses.id, liveClasses.courseId))
      .where(
        and(
          eq(courses.instructorId, user.id),
          sql`${liveClasses.startsAt} + ${liveClasses.durationMinutes} * interval '1 minute' <= ${ctx.now()}`,
        ),
      ),
    teacherAttendanceRate(ctx, { ...user, role: 'teacher' }),
    ctx.db
      .select({ average: sql<string | null>`avg(${reviews.rating})`, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(inManagedCourses({ ...user, role: 'teacher' }, reviews.courseId)),
  ]);
  return {
    role: 'teacher',
    courses: taught?.value ?? 0,
    students: students?.value ?? 0,
    classesHeld: held?.value ?? 0,
    attendanceRate,
    rating: rated?.average ? roundRating(Number(rated.average)) : null,
    reviewCount: rated?.count ?? 0,
  };
}
