export {
  assertCourseVisible,
  type CourseRow,
  canManage,
  classroomAccess,
  inManagedCourses,
  isEnrolled,
  loadManagedCourse,
  managedCourses,
  mayView,
} from './rules';
