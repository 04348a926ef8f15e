import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('quiz-teaching');

/** A course's question bank and tests, a test's results and one attempt, for the course's teacher. */
export const quizTeachingScreens = [
  portalScreen('teacher.courseQuestions', async () => (await import('./question-bank-page')).QuestionBankPage),
  portalScreen('teacher.courseTests', async () => (await import('./course-tests-page')).CourseTestsPage),
  portalScreen('teacher.testResults', async () => (await import('./test-results-page')).TestResultsPage),
  portalScreen('teacher.testAttempt', async () => (await import('./test-attempt-page')).TestAttemptPage),
];
