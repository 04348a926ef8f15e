/** A date range for totals and exports; either end may be open. */
export interface DateRange {
  startDate?: string;
  endDate?: string;
}

/** The signed-in student's filters (contract studentAttendanceQuerySchema). */
export interface StudentAttendanceFilters extends DateRange {
  courseId?: string;
}

/** Every attendance answer sits under ['attendance'], so one save refreshes the register and its totals. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  course: (courseId: string) => [...attendanceKeys.all, 'course', courseId] as const,
  roster: (courseId: string, date: string) => [...attendanceKeys.course(courseId), 'roster', date] as const,
  stats: (courseId: string, range: DateRange) => [...attendanceKeys.course(courseId), 'stats', range] as const,
  student: (filters: StudentAttendanceFilters) => [...attendanceKeys.all, 'student', filters] as const,
};
