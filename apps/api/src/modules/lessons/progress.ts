import { progressPercentage } from '@tutorium/contract/lessons';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enrolments, lessonCompletions, lessons } from '../../db/schema';

export interface LessonProgress {
  total: number;
  completed: number;
  percentage: number;
  /** When the student completed their latest lesson of the course. */
  lastCompletedAt: Date | null;
}

const noLessons: LessonProgress = { total: 0, completed: 0, percentage: 0, lastCompletedAt: null };

/** Lesson progress of one student in each of their enrolled courses (or the given ones), in one query. */
export async function lessonProgressOf(
  db: Database,
  studentId: string,
  courseIds?: string[],
): Promise<Map<string, LessonProgress>> {
  const rows = await db
    .select({
      courseId: lessons.courseId,
      total: sql<number>`count(${lessons.id})::int`,
      completed: sql<number>`count(${lessonCompletions.lessonId})::int`,
      lastCompletedAt: sql<string | null>`max(${lessonCompletions.completedAt})`,
    })
    .from(lessons)
    .innerJoin(enrolments, and(eq(enrolments.courseId, lessons.courseId), eq(enrolments.studentId, studentId)))
    .leftJoin(
      lessonCompletions,
      and(eq(lessonCompletions.lessonId, lessons.id), eq(lessonCompletions.studentId, studentId)),
    )
    .where(courseIds ? inArray(lessons.courseId, courseIds) : undefined)
    .groupBy(lessons.courseId);
  return new Map(
    rows.map((row) => [
      row.courseId,
      {
        total: row.total,
        completed: row.completed,
        percentage: progressPercentage(row.completed, row.total),
        lastCompletedAt: row.lastCompletedAt === null ? null : new Date(row.lastCompletedAt),
      },
    ]),
  );
}

export const progressIn = (figures: Map<string, LessonProgress>, courseId: string): LessonProgress =>
  figures.get(courseId) ?? noLessons;
