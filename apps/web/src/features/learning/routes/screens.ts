import { msg } from '@lingui/core/macro';
import { BookOpen, CloudDownload, Compass } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen, siteScreen } = featureScreens('learning');

/** The student's courses, course page, Explore Courses, Explore Teachers and the lessons kept offline. */
export const learningScreens = [
  portalScreen('student.courses', async () => (await import('./my-courses-page')).MyCoursesPage, {
    nav: { label: msg`My Courses`, icon: BookOpen, order: 20 },
  }),
  portalScreen('student.courseDetail', async () => (await import('./student-course-page')).StudentCoursePage),
  portalScreen('student.exploreCourses', async () => (await import('./explore-courses-page')).ExploreCoursesPage, {
    nav: { label: msg`Explore Courses`, icon: Compass, order: 30 },
  }),
  portalScreen('student.exploreTeachers', async () => (await import('./explore-teachers-page')).ExploreTeachersPage),
  portalScreen('student.offlineLessons', async () => (await import('./offline-lessons-page')).OfflineLessonsPage, {
    nav: { label: msg`Offline lessons`, icon: CloudDownload, order: 22 },
  }),
];

/**
 * The public course page, in the public site's frame; it shares the enrol action, outline and
 * reviews with the student screens. Apart from the student's screens: the site's route table
 * carries it, and the student's loads only with the portal.
 */
export const learningSiteScreens = [
  siteScreen('site.course', 'public', async () => (await import('./course-page')).CoursePage),
];
