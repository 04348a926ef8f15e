export { listStudentCourses } from './course-lists';
export { endEnrolment, fillFreedSeats, lockCourseSeats, lockCoursesSeats } from './seats';
export { startUnpaidSeatRelease } from './unpaid-seats';
