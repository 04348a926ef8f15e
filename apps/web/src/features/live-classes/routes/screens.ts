import { msg } from '@lingui/core/macro';
import { Video } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('live-classes');

const nav = { label: msg`Live Classes`, icon: Video, order: 50 };

/** The teacher's live class list and forms, and the student's live classes. */
export const liveClassScreens = [
  portalScreen(
    'teacher.liveClasses',
    async () => (await import('./teacher-live-classes-page')).TeacherLiveClassesPage,
    {
      nav,
    },
  ),
  portalScreen('teacher.createLiveClass', async () => (await import('./create-live-class-page')).CreateLiveClassPage),
  portalScreen('teacher.editLiveClass', async () => (await import('./edit-live-class-page')).EditLiveClassPage),
  portalScreen(
    'student.liveClasses',
    async () => (await import('./student-live-classes-page')).StudentLiveClassesPage,
    {
      nav,
    },
  ),
];
