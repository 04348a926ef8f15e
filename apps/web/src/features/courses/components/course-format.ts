import { plural } from '../../../lib/format';

export const countEnrolments = (count: number) => plural(count, 'enrolment', 'enrolments');
export const countAttendanceRecords = (count: number) => plural(count, 'attendance record', 'attendance records');
export const countLiveClasses = (count: number) => plural(count, 'live class', 'live classes');
