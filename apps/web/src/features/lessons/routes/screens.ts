import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('lessons');

/** The teacher's lesson management and score sheet of a course. */
export const lessonScreens = [
  portalScreen('teacher.courseLessons', async () => (await import('./lessons-page')).LessonsPage),
  portalScreen('teacher.courseScores', async () => (await import('./scores-page')).ScoresPage),
];
