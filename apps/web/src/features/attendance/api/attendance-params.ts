/** A date range for totals and exports; either end may be open. */
export interface DateRange {
  startDate?: string;
  endDate?: string;
}

/** The signed-in student's filters (contract studentAttendanceQuerySchema). */
export interface StudentAttendanceFilters extends DateRange {
  courseId?: string;
}
