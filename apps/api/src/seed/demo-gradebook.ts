import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { assignments, type courses, gradebookCategories, gradebookSettings, quizzes } from '../db/schema';

type CourseRow = typeof courses.$inferSelect;

/** Every running course's gradebook weighs homework at 40 and tests at 60, missing work counting as zero. */
export async function insertGradebooks(tx: Transaction, seededCourses: CourseRow[]) {
  for (const course of seededCourses.filter((row) => row.status === 'active')) {
    const [homework, tests] = await tx
      .insert(gradebookCategories)
      .values([
        { courseId: course.id, name: 'Homework', weight: 40, position: 0 },
        { courseId: course.id, name: 'Tests', weight: 60, position: 1 },
      ])
      .returning({ id: gradebookCategories.id });
    await tx
      .insert(gradebookSettings)
      .values({ courseId: course.id, missingWork: 'zero', updatedBy: course.instructorId });
    await tx
      .update(assignments)
      .set({ gradebookCategoryId: homework?.id ?? null })
      .where(eq(assignments.courseId, course.id));
    await tx
      .update(quizzes)
      .set({ gradebookCategoryId: tests?.id ?? null })
      .where(eq(quizzes.courseId, course.id));
  }
}
