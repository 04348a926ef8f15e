import { msg } from '@lingui/core/macro';
import { CalendarCheck } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('attendance');

const attendanceManagementPage = async () => (await import('./attendance-management-page')).AttendanceManagementPage;

/** The teacher's attendance screens and the student's records. */
export const attendanceScreens = [
  portalScreen('teacher.attendance', attendanceManagementPage, {
    props: { marking: false },
    nav: { label: msg`Attendance`, icon: CalendarCheck, order: 40 },
  }),
  portalScreen('teacher.markAttendance', attendanceManagementPage, { props: { marking: true } }),
  portalScreen('teacher.courseAttendance', async () => (await import('./course-attendance-page')).CourseAttendancePage),
  portalScreen('student.attendance', async () => (await import('./my-attendance-page')).MyAttendancePage, {
    nav: { label: msg`Attendance`, icon: CalendarCheck, order: 40 },
  }),
  portalScreen(
    'student.courseAttendance',
    async () => (await import('./student-course-attendance-page')).StudentCourseAttendancePage,
  ),
];
