import { msg } from '@lingui/core/macro';
import { BookOpen } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('courses');

/** The teacher's course screens. */
export const courseScreens = [
  portalScreen('teacher.courses', async () => (await import('./course-management-page')).CourseManagementPage, {
    nav: { label: msg`My Courses`, adminLabel: msg`All Courses`, icon: BookOpen, order: 20 },
  }),
  portalScreen('teacher.newCourse', async () => (await import('./create-course-page')).CreateCoursePage),
  portalScreen('teacher.courseDetail', async () => (await import('./course-detail-page')).CourseDetailPage),
  portalScreen('teacher.editCourse', async () => (await import('./edit-course-page')).EditCoursePage),
];
