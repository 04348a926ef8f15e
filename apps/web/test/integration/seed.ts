import type { MarkAttendance } from '@tutorium/contract/attendance';
import type { Course } from '@tutorium/contract/courses';
import type { LiveClassInput } from '@tutorium/contract/live-classes';
import { createCourseWithStudents } from '../../../api/test/helpers/courses';
import { createSignedInUser, json, send, type TestApp, type TestUser } from '../../../api/test/helpers/test-app';
import type { RealApi } from './real-api';

/**
 * A student signed in to the screens, enrolled in a new course of each title, in order, by a teacher
 * who is not signed in; answers the three, the courses in the order of `titles`.
 */
export async function studentEnrolledIn<const Titles extends readonly string[]>(
  api: RealApi,
  titles: Titles,
): Promise<{ teacher: TestUser; student: TestUser; courses: { [K in keyof Titles]: Course } }> {
  const teacher = await createSignedInUser(api.t, 'teacher');
  const student = await api.signIn('student');
  const courses: Course[] = [];
  for (const title of titles) courses.push(await createCourseWithStudents(api.t, teacher, [student], { title }));
  return { teacher, student, courses: courses as { [K in keyof Titles]: Course } };
}

/** A live class of `courseId`, scheduled through the API by its teacher; answers its id. */
export async function scheduleLiveClass(
  t: TestApp,
  teacher: TestUser,
  courseId: string,
  overrides: Partial<LiveClassInput> = {},
): Promise<string> {
  const response = await send(t, 'POST', '/api/live-classes', {
    as: teacher,
    payload: {
      title: 'Titration Lab',
      courseId,
      subject: 'Chemistry',
      startsAt: '2027-06-01T10:00:00.000Z',
      durationMinutes: 60,
      meetingLink: 'https://meet.example.test/titration',
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`live class not scheduled: ${response.body}`);
  return json<{ liveClass: { id: string } }>(response).liveClass.id;
}

/** Today's attendance of `courseId`, marked through the API by its teacher. */
export async function markToday(
  t: TestApp,
  teacher: TestUser,
  courseId: string,
  attendanceData: MarkAttendance['attendanceData'],
): Promise<void> {
  const response = await send(t, 'POST', '/api/attendance', {
    as: teacher,
    payload: { courseId, date: new Date().toISOString().slice(0, 10), attendanceData },
  });
  if (response.statusCode !== 200) throw new Error(`attendance not marked: ${response.body}`);
}
