export const teacherLiveClassesPath = '/admin/live-classes';
export const createLiveClassPath = '/admin/live-class/create';
export const editLiveClassPath = (id: string) => `/admin/live-class/edit/${encodeURIComponent(id)}`;
export const newCoursePath = '/admin/courses/new';
export const exploreCoursesPath = '/student/explore-courses';
