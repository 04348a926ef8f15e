import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('gradebook');

/** A course's gradebook for its teacher, and a student's own grades in one course. */
export const gradebookScreens = [
  portalScreen('teacher.courseGradebook', async () => (await import('./gradebook-page')).GradebookPage),
  portalScreen('student.courseGrades', async () => (await import('./my-grades-page')).MyGradesPage),
];
