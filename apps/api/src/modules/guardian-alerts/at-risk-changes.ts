import type { AtRiskRow } from '@tutorium/contract/at-risk';
import { and, asc, eq, exists, inArray, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { courses, guardianAtRiskStates, guardianLinks, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { translate } from '../../platform/language';
import type { Mail } from '../../platform/mailer';
import { enqueueEmails } from '../../platform/outbox';
import { readerLanguage } from '../../platform/reader-language';
import { atRiskCoursesOf, atRiskReasonsText } from '../analytics/public';
import { childPageUrl, closingLines, type Guardian, namesText, takesAlert } from './alert-mail';
import { type UnsubscribeLinks, unsubscribeLinks } from './unsubscribe-links';

const children = alias(users, 'children');

/** How one student's at-risk list moved since their guardians were last told. */
interface Change {
  entered: AtRiskRow[];
  left: { courseId: string; title: string }[];
}

const isChange = (change: Change) => change.entered.length > 0 || change.left.length > 0;

/** The student's at-risk courses now (the analytics module's one definition) against the list last stored. */
async function changeOf(db: Database, studentId: string, now: Date): Promise<Change> {
  const current = await atRiskCoursesOf(db, studentId, now);
  const stored = await db
    .select({ courseId: guardianAtRiskStates.courseId, title: courses.title })
    .from(guardianAtRiskStates)
    .innerJoin(courses, eq(courses.id, guardianAtRiskStates.courseId))
    .where(eq(guardianAtRiskStates.studentId, studentId))
    .orderBy(asc(courses.title));
  const was = new Set(stored.map((row) => row.courseId));
  const is = new Set(current.map((row) => row.course.id));
  return {
    entered: current.filter((row) => !was.has(row.course.id)),
    left: stored.filter((row) => !is.has(row.courseId)),
  };
}

/**
 * Students who share a guardian, together (brothers and sisters, and theirs through another guardian):
 * each group is told in one transaction, so a guardian gets one email per check.
 */
function families(links: readonly { studentId: string; guardianId: string }[]): string[][] {
  const guardiansOf = new Map<string, string[]>();
  const childrenOf = new Map<string, string[]>();
  for (const { studentId, guardianId } of links) {
    guardiansOf.set(studentId, [...(guardiansOf.get(studentId) ?? []), guardianId]);
    childrenOf.set(guardianId, [...(childrenOf.get(guardianId) ?? []), studentId]);
  }
  const placed = new Set<string>();
  const groups: string[][] = [];
  for (const first of guardiansOf.keys()) {
    if (placed.has(first)) continue;
    placed.add(first);
    const group: string[] = [];
    const waiting = [first];
    for (let student = waiting.pop(); student !== undefined; student = waiting.pop()) {
      group.push(student);
      for (const guardianId of guardiansOf.get(student) ?? [])
        for (const sibling of childrenOf.get(guardianId) ?? [])
          if (!placed.has(sibling)) {
            placed.add(sibling);
            waiting.push(sibling);
          }
    }
    groups.push(group);
  }
  return groups;
}

interface ChildChange extends Change {
  childId: string;
  child: string;
}

/** One email about every child of the guardian whose list moved, with the reasons in words, in their language. */
function atRiskMail(ctx: AppContext, links: UnsubscribeLinks, guardian: Guardian, changes: ChildChange[]): Mail {
  const language = readerLanguage(guardian.language);
  const lines = changes.flatMap((change) => [
    ...change.entered.map(
      (row) =>
        `- ${translate(language, /*i18n*/ '{name} is now at risk in {course}: {reasons}', {
          name: change.child,
          course: row.course.title,
          reasons: atRiskReasonsText(language, row),
        })}`,
    ),
    ...change.left.map(
      (course) =>
        `- ${translate(language, /*i18n*/ '{name} is no longer at risk in {course}.', {
          name: change.child,
          course: course.title,
        })}`,
    ),
  ]);
  return {
    to: guardian.email,
    subject: translate(language, /*i18n*/ 'Attendance alert: {names}', {
      names: namesText(
        language,
        changes.map((change) => change.child),
      ),
    }),
    text: [
      translate(language, /*i18n*/ 'Hi {name},', { name: guardian.name }),
      '',
      translate(
        language,
        /*i18n*/ "A student is at risk in a course when their attendance over the last 4 weeks falls below the course's threshold, or when they miss several classes in a row. What changed:",
      ),
      '',
      ...lines,
      '',
      ...changes.map((change) =>
        translate(language, /*i18n*/ "{name}'s page: {link}", {
          name: change.child,
          link: childPageUrl(ctx, change.childId),
        }),
      ),
      ...closingLines(ctx, links, guardian, language, 'at_risk'),
    ].join('\n'),
  };
}

/**
 * Tells a family's guardians of the changes, in one transaction: each student's active links are locked
 * first (in id order, so two instances never wait on each other in a circle), then each list is read
 * again, compared, and stored. A second instance waits on the locks and then finds nothing changed, so
 * each change is told once. Returns how many emails were queued.
 */
async function tellFamily(
  ctx: AppContext,
  links: UnsubscribeLinks,
  family: readonly string[],
  now: Date,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const locked = await tx
      .select({ studentId: guardianLinks.studentId })
      .from(guardianLinks)
      .where(and(inArray(guardianLinks.studentId, [...family]), eq(guardianLinks.state, 'active')))
      .orderBy(asc(guardianLinks.id))
      .for('update');
    const changes = new Map<string, Change>();
    // A student whose last link ended meanwhile has nobody to tell: their list is forgotten below, not moved.
    for (const studentId of new Set(locked.map((row) => row.studentId))) {
      const change = await changeOf(tx, studentId, now);
      if (!isChange(change)) continue;
      changes.set(studentId, change);
      if (change.left.length > 0)
        await tx.delete(guardianAtRiskStates).where(
          and(
            eq(guardianAtRiskStates.studentId, studentId),
            inArray(
              guardianAtRiskStates.courseId,
              change.left.map((course) => course.courseId),
            ),
          ),
        );
      if (change.entered.length > 0)
        await tx
          .insert(guardianAtRiskStates)
          .values(change.entered.map((row) => ({ studentId, courseId: row.course.id, since: now })));
    }
    if (changes.size === 0) return 0;
    const recipients = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        language: users.language,
        childId: children.id,
        child: children.name,
      })
      .from(guardianLinks)
      .innerJoin(users, eq(users.id, guardianLinks.guardianId))
      .innerJoin(children, eq(children.id, guardianLinks.studentId))
      .where(
        and(
          inArray(guardianLinks.studentId, [...changes.keys()]),
          eq(guardianLinks.state, 'active'),
          eq(users.status, 'active'),
          takesAlert('at_risk', guardianLinks.guardianId),
        ),
      )
      .orderBy(asc(children.name), asc(children.id));
    const byGuardian = new Map<string, { guardian: Guardian; changes: ChildChange[] }>();
    for (const { childId, child, ...guardian } of recipients) {
      const change = changes.get(childId);
      if (!change) continue;
      const entry = byGuardian.get(guardian.id) ?? { guardian, changes: [] };
      entry.changes.push({ childId, child, ...change });
      byGuardian.set(guardian.id, entry);
    }
    const mails = [...byGuardian.values()].map((entry) => atRiskMail(ctx, links, entry.guardian, entry.changes));
    await enqueueEmails(tx, mails);
    return mails.length;
  });
}

/**
 * For every student with a guardian following them (an active link), compares the courses they are at
 * risk in now with the list their guardians were last told of (`guardian_at_risk_states`): a course
 * entered or left is emailed to each guardian who takes at-risk emails, and the new list is stored, so
 * the next check tells only what changed since. The first time a student is seen at risk counts as
 * entering. A first pass reads without locks and only students whose list moved are looked at again,
 * under lock, by `tellFamily`. Returns how many emails were queued.
 */
export async function sendAtRiskChanges(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  // Nobody follows these students any more: a guardian who links later hears of their list as new.
  await ctx.db.delete(guardianAtRiskStates).where(
    not(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(guardianLinks)
          .where(and(eq(guardianLinks.studentId, guardianAtRiskStates.studentId), eq(guardianLinks.state, 'active'))),
      ),
    ),
  );
  const watched = await ctx.db
    .select({ studentId: guardianLinks.studentId, guardianId: guardianLinks.guardianId })
    .from(guardianLinks)
    .where(eq(guardianLinks.state, 'active'));
  const moved = new Set<string>();
  for (const studentId of new Set(watched.map((link) => link.studentId))) {
    if (isChange(await changeOf(ctx.db, studentId, now))) moved.add(studentId);
  }
  if (moved.size === 0) return 0;
  const links = await unsubscribeLinks(ctx);
  let emailed = 0;
  const movedLinks = watched.flatMap(({ studentId, guardianId }) =>
    moved.has(studentId) && guardianId !== null ? [{ studentId, guardianId }] : [],
  );
  for (const family of families(movedLinks)) emailed += await tellFamily(ctx, links, family, now);
  return emailed;
}
