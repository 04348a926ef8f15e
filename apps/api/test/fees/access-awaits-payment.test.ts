import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../helpers/courses';
import { expectRefusal, send, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { enrolAndInvoice, pay } from './fee-fixtures';

const awaiting = 'Your seat is held: the classroom opens once your first payment is made';

/** The classroom's doors a student goes through: lessons, announcements, assignments, tests, grades. */
const classroomUrls = (courseId: string) => [
  `/api/courses/${courseId}/lessons`,
  `/api/courses/${courseId}/announcements`,
  `/api/courses/${courseId}/assignments`,
  `/api/courses/${courseId}/quizzes`,
  `/api/courses/${courseId}/gradebook/mine`,
];

describe("a student's classroom while access waits for the first payment", () => {
  const t = useTestApp();
  const cast = useSignedInUsers(t, { teacher: 'teacher', asha: 'student', ravi: 'student', mina: 'student' });
  let heldCourse = '';
  let openCourse = '';
  let freeCourse = '';
  let invoiceId = '';

  const statuses = (as: TestUser, courseId: string) =>
    Promise.all(classroomUrls(courseId).map(async (url) => (await send(t, 'GET', url, { as })).statusCode));

  beforeAll(async () => {
    heldCourse = (
      await createCourse(t, cast.teacher, { title: 'Held', price: 100, instalments: 2, accessAfterPayment: true })
    ).id;
    openCourse = (await createCourse(t, cast.teacher, { title: 'Open', price: 100, accessAfterPayment: false })).id;
    freeCourse = (await createCourse(t, cast.teacher, { title: 'Free', price: 0 })).id;
    invoiceId = (await enrolAndInvoice(t, cast.asha, heldCourse)).id;
    await enrolAndInvoice(t, cast.ravi, openCourse);
    expect((await send(t, 'POST', `/api/courses/${freeCourse}/enroll`, { as: cast.mina })).statusCode).toBe(201);
  });

  it('refuses every classroom door with awaiting_payment until the first payment, then opens them', async () => {
    for (const url of classroomUrls(heldCourse)) {
      expectRefusal(await send(t, 'GET', url, { as: cast.asha }), 403, 'awaiting_payment', awaiting);
    }
    expect((await statuses(cast.teacher, heldCourse)).slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect((await pay(t, cast.teacher, invoiceId, { amountMinor: 100 })).statusCode).toBe(201);
    expect(await statuses(cast.asha, heldCourse)).toEqual([200, 200, 200, 200, 200]);
  });

  it('opens the classroom at once where the course lets access begin before payment, and in a free course', async () => {
    expect(await statuses(cast.ravi, openCourse)).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(cast.mina, freeCourse)).toEqual([200, 200, 200, 200, 200]);
  });
});
