import { z } from 'zod';
import { attendanceRecordSchema, attendanceStatsSchema } from './attendance';
import { courseSchema } from './courses';
import { liveClassSchema } from './live-classes';

/** One student in one course, as the teacher's performance views show them. */
export const performanceRowSchema = z.object({
  student: z.object({ _id: z.string(), id: z.string(), name: z.string(), email: z.string() }),
  course: z.object({ _id: z.string(), id: z.string(), title: z.string() }),
  attendance: z.number().nullable(),
  attendanceRecords: z.number(),
  progress: z.number(),
  score: z.number().nullable(),
  grade: z.string().nullable(),
  lastActivity: z.string().nullable(),
});
export type PerformanceRow = z.infer<typeof performanceRowSchema>;

export const teacherDashboardSchema = z.object({
  success: z.literal(true),
  data: z.object({
    totalStudents: z.number(),
    totalCourses: z.number(),
    totalEnrollments: z.number(),
    /** Present / records over the teacher's courses; null with no records ("No records yet"). */
    attendanceRate: z.number().nullable(),
    performance: z.array(performanceRowSchema),
  }),
});
export type TeacherDashboard = z.infer<typeof teacherDashboardSchema>['data'];

export const STUDENT_DASHBOARD_LIST = { courses: 3, classes: 3, attendance: 5 } as const;

export const studentDashboardSchema = z.object({
  success: z.literal(true),
  data: z.object({
    enrolledCourses: z.number(),
    overallProgress: z.number(),
    attendanceRate: z.number().nullable(),
    upcomingClasses: z.number(),
    recentCourses: z.array(courseSchema),
    nextClasses: z.array(liveClassSchema),
    attendance: z.object({ stats: attendanceStatsSchema, recent: z.array(attendanceRecordSchema) }),
  }),
});
export type StudentDashboard = z.infer<typeof studentDashboardSchema>['data'];

export const profileStatsSchema = z.object({
  success: z.literal(true),
  data: z.discriminatedUnion('role', [
    z.object({
      role: z.literal('teacher'),
      courses: z.number(),
      students: z.number(),
      classesHeld: z.number(),
      attendanceRate: z.number().nullable(),
      rating: z.number().nullable(),
      reviewCount: z.number(),
    }),
    z.object({
      role: z.literal('student'),
      enrolled: z.number(),
      completed: z.number(),
      attendanceRate: z.number().nullable(),
      averageScore: z.number().nullable(),
    }),
  ]),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>['data'];
