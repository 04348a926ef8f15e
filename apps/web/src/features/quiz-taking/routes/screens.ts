import { msg } from '@lingui/core/macro';
import { FileQuestion } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('quiz-taking');

/** The student's tests: the list, one test's page, and an attempt (taking it, then its result). */
export const quizTakingScreens = [
  portalScreen('student.tests', async () => (await import('./my-tests-page')).MyTestsPage, {
    nav: { label: msg`Tests`, icon: FileQuestion, order: 26 },
  }),
  portalScreen('student.test', async () => (await import('./test-page')).TestPage),
  portalScreen('student.testAttempt', async () => (await import('./attempt-page')).AttemptPage),
];
