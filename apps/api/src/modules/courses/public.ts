export { listStudentCourses } from './course-lists';
export { fillFreedSeats, lockCoursesSeats } from './seats';
