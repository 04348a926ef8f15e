import {
  type Announcement,
  type AnnouncementComment,
  type announcementInputSchema,
  announcementMessages,
  type commentInputSchema,
  LATEST_ANNOUNCEMENTS,
  type LatestAnnouncement,
} from '@tutorium/contract/announcements';
import { courseMessages } from '@tutorium/contract/courses';
import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import {
  announcementComments,
  announcementResources,
  announcements,
  courses,
  enrolments,
  resources,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { canManage, classroomAccess, isEnrolled } from '../course-access/public';
import { recordAudit } from '../privacy/public';
import { attachedResources } from '../resources/public';
import { announceToStudents } from './publishing';

type AnnouncementInput = z.output<typeof announcementInputSchema>;
type CommentInput = z.output<typeof commentInputSchema>;
type AnnouncementRow = typeof announcements.$inferSelect;
type Access = 'manager' | 'student';

/** Who may read a course's announcements: managers see scheduled ones too, enrolled students the published ones. */
const announcementAccess = (db: Database, user: AuthUser, courseId: string): Promise<Access> =>
  classroomAccess(db, user, courseId, announcementMessages.enrolledOnly);

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

const resourcesOf = (db: Database, ids: string[]) =>
  attachedResources(
    db,
    {
      table: announcementResources,
      ownerId: announcementResources.announcementId,
      resourceId: announcementResources.resourceId,
    },
    ids,
  );

async function commentsOf(db: Database, user: AuthUser, access: Access, ids: string[]) {
  const byAnnouncement = new Map<string, AnnouncementComment[]>();
  if (ids.length === 0) return byAnnouncement;
  const rows = await db
    .select({ comment: announcementComments, authorName: users.name })
    .from(announcementComments)
    .innerJoin(users, eq(users.id, announcementComments.authorId))
    .where(inArray(announcementComments.announcementId, ids))
    .orderBy(asc(announcementComments.createdAt), asc(announcementComments.id));
  for (const { comment, authorName } of rows) {
    byAnnouncement.set(comment.announcementId, [
      ...(byAnnouncement.get(comment.announcementId) ?? []),
      {
        id: comment.id,
        announcementId: comment.announcementId,
        body: comment.body,
        createdAt: comment.createdAt.toISOString(),
        author: { id: comment.authorId, name: authorName },
        canDelete: access === 'manager' || comment.authorId === user.id,
      },
    ]);
  }
  return byAnnouncement;
}

const announcementColumns = {
  announcement: announcements,
  courseTitle: courses.title,
  authorName: users.name,
};

type AnnouncementJoin = { announcement: AnnouncementRow; courseTitle: string; authorName: string | null };

const toAnnouncementBase = ({ announcement, courseTitle, authorName }: AnnouncementJoin) => ({
  id: announcement.id,
  courseId: announcement.courseId,
  courseTitle,
  title: announcement.title,
  body: announcement.body,
  pinned: announcement.pinned,
  commentsEnabled: announcement.commentsEnabled,
  publishAt: announcement.publishAt.toISOString(),
  published: announcement.notifiedAt !== null,
  editedAt: iso(announcement.editedAt),
  createdAt: announcement.createdAt.toISOString(),
  author:
    announcement.authorId === null || authorName === null ? null : { id: announcement.authorId, name: authorName },
});

/** The announcements as their readers see them, with attachments and comments. */
async function withDetails(db: Database, user: AuthUser, access: Access, rows: AnnouncementJoin[]) {
  const ids = rows.map((row) => row.announcement.id);
  const [attached, comments] = await Promise.all([resourcesOf(db, ids), commentsOf(db, user, access, ids)]);
  return rows.map(
    (row): Announcement => ({
      ...toAnnouncementBase(row),
      resources: attached.get(row.announcement.id) ?? [],
      comments: comments.get(row.announcement.id) ?? [],
    }),
  );
}

const selectAnnouncements = (db: Database) =>
  db
    .select(announcementColumns)
    .from(announcements)
    .innerJoin(courses, eq(courses.id, announcements.courseId))
    .leftJoin(users, eq(users.id, announcements.authorId));

/** Pinned first, then the newest; students see only the published ones. */
export async function listAnnouncements(ctx: AppContext, user: AuthUser, courseId: string): Promise<Announcement[]> {
  const access = await announcementAccess(ctx.db, user, courseId);
  const rows = await selectAnnouncements(ctx.db)
    .where(
      and(eq(announcements.courseId, courseId), access === 'student' ? isNotNull(announcements.notifiedAt) : undefined),
    )
    .orderBy(desc(announcements.pinned), desc(announcements.publishAt), desc(announcements.createdAt));
  return withDetails(ctx.db, user, access, rows);
}

async function readAnnouncement(db: Database, user: AuthUser, access: Access, id: string): Promise<Announcement> {
  const rows = await selectAnnouncements(db).where(eq(announcements.id, id));
  const [announcement] = await withDetails(db, user, access, rows);
  if (!announcement) throw notFound(announcementMessages.notFound);
  return announcement;
}

/**
 * The newest published announcements of the student's courses (pinned ones take no precedence here),
 * for the student and their guardians.
 */
export async function latestAnnouncements(ctx: AppContext, user: Pick<AuthUser, 'id'>): Promise<LatestAnnouncement[]> {
  const rows = await ctx.db
    .select({
      ...announcementColumns,
      commentCount: ctx.db
        .$count(announcementComments, eq(announcementComments.announcementId, announcements.id))
        .as('comment_count'),
    })
    .from(announcements)
    .innerJoin(enrolments, and(eq(enrolments.courseId, announcements.courseId), eq(enrolments.studentId, user.id)))
    .innerJoin(courses, eq(courses.id, announcements.courseId))
    .leftJoin(users, eq(users.id, announcements.authorId))
    .where(isNotNull(announcements.notifiedAt))
    .orderBy(desc(announcements.publishAt), desc(announcements.createdAt))
    .limit(LATEST_ANNOUNCEMENTS);
  return rows.map((row) => ({ ...toAnnouncementBase(row), commentCount: Number(row.commentCount) }));
}

async function attach(tx: Transaction, announcementId: string, resourceIds: string[]) {
  await tx.delete(announcementResources).where(eq(announcementResources.announcementId, announcementId));
  const unique = [...new Set(resourceIds)];
  if (unique.length === 0) return;
  const [found] = await tx.select({ value: count() }).from(resources).where(inArray(resources.id, unique));
  if (found?.value !== unique.length) {
    throw badRequest(announcementMessages.unknownResource, { resourceIds: announcementMessages.unknownResource });
  }
  await tx.insert(announcementResources).values(unique.map((resourceId) => ({ announcementId, resourceId })));
}

/** A publish time still ahead, or null for "now". */
const scheduledTime = (ctx: AppContext, publishAt: string | null | undefined): Date | null => {
  if (publishAt === undefined || publishAt === null) return null;
  const time = new Date(publishAt);
  return time.getTime() > ctx.now().getTime() ? time : null;
};

/**
 * Posts an announcement. Published at once, its students are told in the same transaction; scheduled,
 * the recurring check publishes it when its time comes (publishing.ts).
 */
export async function createAnnouncement(
  ctx: AppContext,
  user: AuthUser,
  courseId: string,
  input: AnnouncementInput,
): Promise<{ data: Announcement; scheduled: boolean }> {
  const access = await announcementAccess(ctx.db, user, courseId);
  if (access !== 'manager') throw forbidden(courseMessages.notYourCourse, 'not_your_course');
  const now = ctx.now();
  const later = scheduledTime(ctx, input.publishAt);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(announcements)
      .values({
        courseId,
        authorId: user.id,
        title: input.title,
        body: input.body,
        pinned: input.pinned,
        commentsEnabled: input.commentsEnabled,
        publishAt: later ?? now,
        notifiedAt: later === null ? now : null,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await attach(tx, row.id, input.resourceIds);
    if (later === null) await announceToStudents(tx, ctx, row);
    return row.id;
  });
  return { data: await readAnnouncement(ctx.db, user, 'manager', id), scheduled: later !== null };
}

async function loadManagedAnnouncement(ctx: AppContext, user: AuthUser, id: string): Promise<AnnouncementRow> {
  const [row] = await ctx.db.select().from(announcements).where(eq(announcements.id, id));
  if (!row) throw notFound(announcementMessages.notFound);
  const access = await announcementAccess(ctx.db, user, row.courseId);
  if (access !== 'manager') throw forbidden(courseMessages.notYourCourse, 'not_your_course');
  return row;
}

/**
 * Edits an announcement. A published one is marked edited and keeps its publish time (a different one
 * is refused); a scheduled one keeps its time when `publishAt` is left out, and may move: to null (now)
 * or a past time, it is published and announced.
 */
export async function updateAnnouncement(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: AnnouncementInput,
): Promise<Announcement> {
  const current = await loadManagedAnnouncement(ctx, user, id);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // Locked, so an edit and the recurring check's publishing of the same announcement queue.
    const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
    if (!row) throw notFound(announcementMessages.notFound);
    const published = row.notifiedAt !== null;
    const content = {
      title: input.title,
      body: input.body,
      pinned: input.pinned,
      commentsEnabled: input.commentsEnabled,
    };
    if (published) {
      const moved =
        input.publishAt !== undefined &&
        input.publishAt !== null &&
        new Date(input.publishAt).getTime() !== row.publishAt.getTime();
      if (moved)
        throw badRequest(announcementMessages.alreadyPublished, { publishAt: announcementMessages.alreadyPublished });
      const changed = row.title !== input.title || row.body !== input.body;
      await tx
        .update(announcements)
        .set({ ...content, ...(changed ? { editedAt: now } : {}) })
        .where(eq(announcements.id, id));
    } else {
      // Left out, the publish time stays as scheduled; null or a past time publishes it now.
      const later = scheduledTime(ctx, input.publishAt === undefined ? row.publishAt.toISOString() : input.publishAt);
      const [updated] = await tx
        .update(announcements)
        .set({ ...content, publishAt: later ?? now, notifiedAt: later === null ? now : null })
        .where(eq(announcements.id, id))
        .returning();
      if (updated && later === null) await announceToStudents(tx, ctx, updated);
    }
    await attach(tx, id, input.resourceIds);
  });
  return readAnnouncement(ctx.db, user, 'manager', current.id);
}

/** Deletes it with its comments, attachments' links and notifications; an admin's deletion of another's post is audited. */
export async function deleteAnnouncement(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const row = await loadManagedAnnouncement(ctx, user, id);
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(announcements)
      .where(eq(announcements.id, id))
      .returning({ id: announcements.id });
    if (!deleted) throw notFound(announcementMessages.notFound);
    if (user.role === 'admin' && row.authorId !== null && row.authorId !== user.id) {
      await auditAdminRemoval(tx, 'announcement.deleted_by_admin', user, row.authorId);
    }
  });
}

async function auditAdminRemoval(
  tx: Transaction,
  action: 'announcement.deleted_by_admin' | 'announcement_comment.deleted_by_admin',
  admin: AuthUser,
  authorId: string,
) {
  const [author] = await tx.select({ role: users.role }).from(users).where(eq(users.id, authorId));
  if (author) await recordAudit(tx, action, { id: admin.id, role: admin.role }, { id: authorId, role: author.role });
}

/**
 * A comment on a published announcement: by an enrolled student while its comments are on, or by one
 * of the course's managers (who may answer even with comments off).
 */
export async function addComment(
  ctx: AppContext,
  user: AuthUser,
  announcementId: string,
  input: CommentInput,
): Promise<AnnouncementComment> {
  const [announcement] = await ctx.db.select().from(announcements).where(eq(announcements.id, announcementId));
  if (!announcement) throw notFound(announcementMessages.notFound);
  const [course] = await ctx.db
    .select({ instructorId: courses.instructorId })
    .from(courses)
    .where(eq(courses.id, announcement.courseId));
  const access: Access | null =
    course && canManage(user, course)
      ? 'manager'
      : user.role === 'student' && (await isEnrolled(ctx.db, announcement.courseId, user.id))
        ? 'student'
        : null;
  if (access === null && user.role === 'student') throw forbidden(announcementMessages.enrolledOnly, 'not_enrolled');
  // Another teacher is not told the announcement exists.
  if (access === null) throw notFound(announcementMessages.notFound);
  if (access === 'student' && announcement.notifiedAt === null) throw notFound(announcementMessages.notFound);
  if (access === 'student' && !announcement.commentsEnabled) {
    throw forbidden(announcementMessages.commentsClosed, 'comments_closed');
  }
  const [comment] = await ctx.db
    .insert(announcementComments)
    .values({ announcementId, authorId: user.id, body: input.body, createdAt: ctx.now() })
    .returning();
  if (!comment) throw new Error('insert returned no row');
  const [author] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
  return {
    id: comment.id,
    announcementId,
    body: comment.body,
    createdAt: comment.createdAt.toISOString(),
    author: { id: user.id, name: author?.name ?? '' },
    canDelete: true,
  };
}

/** Removes a comment: its author may, and so may the course's managers (an admin's removal of another's comment is audited). */
export async function deleteComment(ctx: AppContext, user: AuthUser, commentId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ authorId: announcementComments.authorId, instructorId: courses.instructorId })
    .from(announcementComments)
    .innerJoin(announcements, eq(announcements.id, announcementComments.announcementId))
    .innerJoin(courses, eq(courses.id, announcements.courseId))
    .where(eq(announcementComments.id, commentId));
  if (!row) throw notFound(announcementMessages.commentNotFound);
  const own = row.authorId === user.id;
  if (!own && !canManage(user, row)) throw forbidden(announcementMessages.notYourComment, 'not_your_comment');
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(announcementComments)
      .where(eq(announcementComments.id, commentId))
      .returning({ id: announcementComments.id });
    if (!deleted) throw notFound(announcementMessages.commentNotFound);
    if (!own && user.role === 'admin')
      await auditAdminRemoval(tx, 'announcement_comment.deleted_by_admin', user, row.authorId);
  });
}
