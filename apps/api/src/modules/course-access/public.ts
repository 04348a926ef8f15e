export {
  assertCourseVisible,
  type CourseRow,
  canManage,
  inManagedCourses,
  isEnrolled,
  loadManagedCourse,
  managedCourses,
  mayView,
} from './rules';
