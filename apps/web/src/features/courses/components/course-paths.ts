export const courseManagementPath = '/admin/courses';
export const newCoursePath = '/admin/courses/new';
export const coursePath = (courseId: string) => `/admin/courses/${encodeURIComponent(courseId)}`;
export const editCoursePath = (courseId: string) => `${coursePath(courseId)}/edit`;
export const courseAttendancePath = (courseId: string) => `${coursePath(courseId)}/attendance`;
