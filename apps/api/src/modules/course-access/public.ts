export {
  assertCourseVisible,
  type CourseRow,
  canManage,
  isEnrolled,
  loadManagedCourse,
  managedCourses,
  mayView,
} from './rules';
