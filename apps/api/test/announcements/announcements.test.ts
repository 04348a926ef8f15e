import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  announcementComments,
  announcementResources,
  announcements,
  auditLog,
  emailOutbox,
  notifications,
} from '../../src/db/schema';
import { publishDueAnnouncements } from '../../src/modules/announcements/publishing';
import { pdfDocument } from '../../src/seed/sample-files';
import { useGeometryClassroom } from '../helpers/courses';
import { uploadResource } from '../helpers/resources';
import { expectRefusal, json, send, statusesFor, type TestUser, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const classroom = useGeometryClassroom(t);
const { teacher, otherTeacher, admin, asha, ravi, stranger } = classroom;

interface AnnouncementAnswer {
  id: string;
  title: string;
  body: string;
  pinned: boolean;
  published: boolean;
  editedAt: string | null;
  commentsEnabled: boolean;
  resources: { id: string; title: string }[];
  comments: { id: string; body: string; canDelete: boolean; author: { name: string } | null }[];
}

const post = (as: TestUser | null, payload: object, course = classroom.courseId) =>
  send(t, 'POST', `/api/courses/${course}/announcements`, { ...(as ? { as } : {}), payload });
const listAs = async (as: TestUser) =>
  json<{ data: AnnouncementAnswer[] }>(await send(t, 'GET', `/api/courses/${classroom.courseId}/announcements`, { as }))
    .data;
const rowsOf = (id: string) => t.db.select().from(announcements).where(eq(announcements.id, id));
const notificationsAbout = (id: string) =>
  t.db.select().from(notifications).where(eq(notifications.announcementId, id));
const idOf = (response: { json(): unknown }) => (response.json() as { data: { id: string } }).data.id;

let first: string;

describe('posting', () => {
  it('publishes at once and tells every enrolled student in the app and, by preference, by email in their language', async () => {
    const response = await post(teacher, { title: 'Class moves', body: "Tomorrow's class moves to **6 pm**." });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      message: 'Announcement posted',
      data: { title: 'Class moves', pinned: false, published: true, editedAt: null, commentsEnabled: true },
    });
    first = idOf(response);
    const told = await notificationsAbout(first);
    expect(told.map((row) => row.userId).sort()).toEqual([asha.id, ravi.id].sort());
    expect(told.find((row) => row.userId === ravi.id)).toMatchObject({
      kind: 'announcement',
      title: 'New announcement in Geometry',
      body: 'Class moves',
      link: `/student/courses/${classroom.courseId}`,
    });
    expect(told.find((row) => row.userId === asha.id)?.title).toBe('Geometry में नई घोषणा');
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, asha.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Geometry में नई घोषणा: Class moves');
    expect(mails[0]?.body).toContain("Tomorrow's class moves to **6 pm**.");
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, ravi.email))).toHaveLength(0);
  });

  it('refuses visitors, students and other teachers, and a post without text, writing nothing', async () => {
    const payload = { body: 'Not from you' };
    expect(
      await statusesFor(
        t,
        'POST',
        `/api/courses/${classroom.courseId}/announcements`,
        [null, asha, otherTeacher],
        payload,
      ),
    ).toEqual([401, 403, 403]);
    const empty = await post(teacher, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(empty).errors).toHaveProperty('body');
    const unknownFile = await post(teacher, { body: 'x', resourceIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknownFile.statusCode).toBe(400);
    expect(await t.db.select().from(announcements).where(eq(announcements.courseId, classroom.courseId))).toHaveLength(
      1,
    );
  });

  it('lets an admin post to any course', async () => {
    const response = await post(admin, { body: 'From the office', pinned: true, commentsEnabled: false });
    expect(response.statusCode).toBe(201);
    expect((await listAs(asha)).map((item) => item.body)).toEqual([
      'From the office',
      "Tomorrow's class moves to **6 pm**.",
    ]);
  });
});

describe('reading', () => {
  it('shows enrolled students and the course managers the list, pinned first, and refuses everyone else', async () => {
    expect((await listAs(teacher))[0]?.pinned).toBe(true);
    expect(
      await statusesFor(t, 'GET', `/api/courses/${classroom.courseId}/announcements`, [
        null,
        stranger,
        otherTeacher,
        asha,
      ]),
    ).toEqual([401, 403, 403, 200]);
    expectRefusal(
      await send(t, 'GET', `/api/courses/${classroom.courseId}/announcements`, { as: stranger }),
      403,
      'not_enrolled',
      'Only students enrolled in this course can read its announcements',
    );
  });

  it("gives a student the latest announcements of their courses for the dashboard, and none of others'", async () => {
    const latest = json<{ data: { courseTitle: string; commentCount: number }[] }>(
      await send(t, 'GET', '/api/announcements/latest', { as: ravi }),
    ).data;
    expect(latest).toHaveLength(2);
    expect(latest[0]).toMatchObject({ courseTitle: 'Geometry', commentCount: 0 });
    expect(json<{ data: unknown[] }>(await send(t, 'GET', '/api/announcements/latest', { as: stranger })).data).toEqual(
      [],
    );
    expect(await statusesFor(t, 'GET', '/api/announcements/latest', [null, teacher])).toEqual([401, 403]);
  });
});

describe('scheduling', () => {
  it('keeps a scheduled announcement from students, without notifications, until the check publishes it once', async () => {
    const inTwoHours = new Date(Date.now() + 2 * 3_600_000);
    const response = await post(teacher, { body: 'Exam on Friday', publishAt: inTwoHours.toISOString() });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({ message: 'Announcement scheduled', data: { published: false } });
    const id = idOf(response);
    expect(await notificationsAbout(id)).toHaveLength(0);
    expect((await listAs(asha)).map((item) => item.id)).not.toContain(id);
    expect((await listAs(teacher)).map((item) => item.id)).toContain(id);
    expect(
      (await send(t, 'POST', `/api/announcements/${id}/comments`, { as: asha, payload: { body: 'Hi' } })).statusCode,
    ).toBe(404);

    expect(await publishDueAnnouncements(t.app.ctx)).toBe(0);
    const later = { ...t.app.ctx, now: () => new Date(inTwoHours.getTime() + 60_000) };
    expect(await publishDueAnnouncements(later)).toBe(1);
    expect(await publishDueAnnouncements(later)).toBe(0);
    expect(await notificationsAbout(id)).toHaveLength(2);
    expect((await listAs(asha)).map((item) => item.id)).toContain(id);
  });

  it('keeps a scheduled announcement edited without a time scheduled, and publishes one moved to now at once', async () => {
    const response = await post(teacher, { body: 'Soon', publishAt: new Date(Date.now() + 86_400_000).toISOString() });
    const id = idOf(response);
    const kept = await send(t, 'PUT', `/api/announcements/${id}`, { as: teacher, payload: { body: 'Still soon' } });
    expect(json(kept)).toMatchObject({ data: { published: false, body: 'Still soon' } });
    expect(await notificationsAbout(id)).toHaveLength(0);
    const moved = await send(t, 'PUT', `/api/announcements/${id}`, {
      as: teacher,
      payload: { body: 'Now', publishAt: null },
    });
    expect(json(moved)).toMatchObject({ data: { published: true, editedAt: null, body: 'Now' } });
    expect(await notificationsAbout(id)).toHaveLength(2);
  });
});

describe('editing and deleting', () => {
  it('marks a published announcement edited, keeps its publish time, and attaches library files', async () => {
    const uploaded = await uploadResource(
      t,
      teacher,
      { title: 'Worksheet', description: 'Angles', category: 'Mathematics' },
      { name: 'worksheet.pdf', type: 'application/pdf', data: pdfDocument('Worksheet', ['one']) },
    );
    const resourceId = json<{ data: { id: string } }>(uploaded).data.id;
    const [before] = await rowsOf(first);
    const response = await send(t, 'PUT', `/api/announcements/${first}`, {
      as: teacher,
      payload: { title: 'Class moves', body: 'Now at **7 pm**.', pinned: true, resourceIds: [resourceId] },
    });
    expect(response.statusCode).toBe(200);
    const data = json<{ data: AnnouncementAnswer }>(response).data;
    expect(data).toMatchObject({
      body: 'Now at **7 pm**.',
      pinned: true,
      resources: [{ id: resourceId, title: 'Worksheet' }],
    });
    expect(data.editedAt).not.toBeNull();
    const [after] = await rowsOf(first);
    expect(after?.publishAt).toEqual(before?.publishAt);
    expect(await notificationsAbout(first)).toHaveLength(2);

    const moved = await send(t, 'PUT', `/api/announcements/${first}`, {
      as: teacher,
      payload: { body: 'x', publishAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(moved.statusCode).toBe(400);
    expect((await rowsOf(first))[0]?.body).toBe('Now at **7 pm**.');
  });

  it('refuses edits and deletion to students, other teachers and visitors', async () => {
    const url = `/api/announcements/${first}`;
    expect(await statusesFor(t, 'PUT', url, [null, asha, otherTeacher], { body: 'Hacked' })).toEqual([401, 403, 403]);
    expect(await statusesFor(t, 'DELETE', url, [null, asha, otherTeacher])).toEqual([401, 403, 403]);
    expect((await rowsOf(first))[0]?.body).toBe('Now at **7 pm**.');
  });
});

describe('comments', () => {
  let ashaComment: string;

  it('lets enrolled students comment while comments are on (answering in their language)', async () => {
    const response = await send(t, 'POST', `/api/announcements/${first}/comments`, {
      as: asha,
      payload: { body: 'Thank you!' },
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      message: 'टिप्पणी पोस्ट की गई',
      data: { body: 'Thank you!', author: { id: asha.id, name: 'Asha Rao' }, canDelete: true },
    });
    ashaComment = idOf(response);
    const seenByRavi = (await listAs(ravi)).find((item) => item.id === first)?.comments;
    expect(seenByRavi).toEqual([expect.objectContaining({ body: 'Thank you!', canDelete: false })]);
    expect((await listAs(teacher)).find((item) => item.id === first)?.comments[0]?.canDelete).toBe(true);
  });

  it('refuses strangers, visitors and comments where they are off, writing nothing', async () => {
    const url = `/api/announcements/${first}/comments`;
    expect(await statusesFor(t, 'POST', url, [null, stranger, otherTeacher], { body: 'Hello' })).toEqual([
      401, 403, 404,
    ]);
    const closed = (await listAs(asha)).find((item) => !item.commentsEnabled);
    if (!closed) throw new Error('the admin posted one with comments off');
    expectRefusal(
      await send(t, 'POST', `/api/announcements/${closed.id}/comments`, { as: asha, payload: { body: 'Hello' } }),
      403,
      'comments_closed',
      'इस घोषणा पर टिप्पणियाँ बंद हैं',
    );
    expect(await t.db.select().from(announcementComments)).toHaveLength(1);
  });

  it("refuses deleting someone else's comment, lets its author and the teacher remove comments", async () => {
    expectRefusal(
      await send(t, 'DELETE', `/api/announcement-comments/${ashaComment}`, { as: ravi }),
      403,
      'not_your_comment',
      'You can remove only your own comments',
    );
    expect(
      (await send(t, 'DELETE', `/api/announcement-comments/${ashaComment}`, { as: otherTeacher })).statusCode,
    ).toBe(403);
    expect(await t.db.select().from(announcementComments)).toHaveLength(1);

    const own = await send(t, 'POST', `/api/announcements/${first}/comments`, { as: ravi, payload: { body: 'Mine' } });
    expect((await send(t, 'DELETE', `/api/announcement-comments/${idOf(own)}`, { as: ravi })).statusCode).toBe(200);

    const removed = await send(t, 'DELETE', `/api/announcement-comments/${ashaComment}`, { as: teacher });
    expect(json(removed)).toMatchObject({ message: 'Comment removed' });
    expect(await t.db.select().from(announcementComments)).toHaveLength(0);
    expect(
      await t.db.select().from(auditLog).where(eq(auditLog.action, 'announcement_comment.deleted_by_admin')),
    ).toEqual([]);
  });

  it("audits an admin's removal of someone else's comment and announcement", async () => {
    const comment = await send(t, 'POST', `/api/announcements/${first}/comments`, {
      as: asha,
      payload: { body: 'Again' },
    });
    expect((await send(t, 'DELETE', `/api/announcement-comments/${idOf(comment)}`, { as: admin })).statusCode).toBe(
      200,
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'announcement_comment.deleted_by_admin'));
    expect(entry).toMatchObject({ actorId: admin.id, subjectId: asha.id, subjectRole: 'student' });

    await send(t, 'POST', `/api/announcements/${first}/comments`, {
      as: asha,
      payload: { body: 'Kept until deleted' },
    });
    expect((await send(t, 'DELETE', `/api/announcements/${first}`, { as: admin })).statusCode).toBe(200);
    expect(await rowsOf(first)).toEqual([]);
    expect(await notificationsAbout(first)).toEqual([]);
    expect(
      await t.db.select().from(announcementResources).where(eq(announcementResources.announcementId, first)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'announcement.deleted_by_admin'), eq(auditLog.subjectId, teacher.id))),
    ).toHaveLength(1);
  });
});
