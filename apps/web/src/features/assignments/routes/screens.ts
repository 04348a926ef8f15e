import { msg } from '@lingui/core/macro';
import { ClipboardList } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('assignments');

/** A course's assignments, one assignment's roster and a submission for the teacher; the student's assignments. */
export const assignmentScreens = [
  portalScreen(
    'teacher.courseAssignments',
    async () => (await import('./course-assignments-page')).CourseAssignmentsPage,
  ),
  portalScreen('teacher.assignment', async () => (await import('./assignment-page')).AssignmentPage),
  portalScreen('teacher.submission', async () => (await import('./submission-page')).SubmissionPage),
  portalScreen('student.assignments', async () => (await import('./student-assignments-page')).StudentAssignmentsPage, {
    nav: { label: msg`Assignments`, icon: ClipboardList, order: 25 },
  }),
  portalScreen('student.assignment', async () => (await import('./student-assignment-page')).StudentAssignmentPage),
];
