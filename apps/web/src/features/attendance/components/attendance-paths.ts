export const attendanceManagementPath = '/admin/attendance';
export const markAttendancePath = '/admin/attendance/mark';
export const teacherCoursePath = (courseId: string) => `/admin/courses/${encodeURIComponent(courseId)}`;
export const teacherCourseAttendancePath = (courseId: string) => `${teacherCoursePath(courseId)}/attendance`;
export const studentAttendancePath = '/student/attendance';
export const studentCoursePath = (courseId: string) => `/student/courses/${encodeURIComponent(courseId)}`;
export const studentCourseAttendancePath = (courseId: string) => `${studentCoursePath(courseId)}/attendance`;
