export const courseManagementPath = '/admin/courses';
export const teacherCoursePath = (courseId: string) => `/admin/courses/${encodeURIComponent(courseId)}`;
export const lessonsPath = (courseId: string) => `${teacherCoursePath(courseId)}/lessons`;
export const scoresPath = (courseId: string) => `${teacherCoursePath(courseId)}/scores`;
export const resourcesPath = '/admin/resources';
