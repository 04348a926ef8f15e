import { z } from 'zod';
import { text } from './fields';
import { sentence } from './text-with';

/**
 * A course's gradebook (docs/product.md, "Gradebook"): a column for each assignment, each test and
 * the teacher's own course score; categories with weights; the course grade through the grade scale
 * (grades.ts). Only marks the students can see count (released grades, released test results), so
 * the teacher's gradebook and the student's Progress page always agree.
 */

/** Where a column's marks come from. `score` is the teacher's course score (0-100) of the score sheet. */
export const gradebookColumnKinds = ['assignment', 'test', 'score'] as const;
export const gradebookColumnKindSchema = z.enum(gradebookColumnKinds, {
  error: /*i18n*/ 'A column is an assignment, a test or the course score',
});
export type GradebookColumnKind = z.infer<typeof gradebookColumnKindSchema>;

/** How work not handed in by its due time (a test not taken before it closed) counts. */
export const missingWorkPolicies = ['zero', 'excluded'] as const;
export const missingWorkSchema = z.enum(missingWorkPolicies, {
  error: /*i18n*/ 'Missing work counts as zero or is left out',
});
export type MissingWork = z.infer<typeof missingWorkSchema>;

/**
 * One student's mark in one column:
 * - `graded`: a mark the student can see, which counts;
 * - `waiting`: handed in (or taken) but not graded or released yet; the teacher sees the mark so far;
 * - `missing`: nothing handed in by the due time; counts as zero when the course says so;
 * - `open`: not due yet and nothing handed in.
 */
export const gradebookCellStates = ['graded', 'waiting', 'missing', 'open'] as const;
export type GradebookCellState = (typeof gradebookCellStates)[number];

export const MAX_GRADEBOOK_CATEGORIES = 20;
export const MAX_CATEGORY_NAME = 60;

const categoryInputSchema = z.object({
  /** Present for a category kept from before (renamed or reweighted); absent for a new one. */
  id: z.uuid(/*i18n*/ 'Not a valid category id').optional(),
  name: text(/*i18n*/ 'Category name', { error: /*i18n*/ 'Name the category' })
    .trim()
    .min(1, /*i18n*/ 'Name the category')
    .max(
      MAX_CATEGORY_NAME,
      sentence(/*i18n*/ 'A category name has at most {max} characters', { max: MAX_CATEGORY_NAME }),
    ),
  weight: z
    .number({ error: /*i18n*/ 'The weight must be a whole number from 0 to 100' })
    .int(/*i18n*/ 'The weight must be a whole number from 0 to 100')
    .min(0, /*i18n*/ 'The weight must be a whole number from 0 to 100')
    .max(100, /*i18n*/ 'The weight must be a whole number from 0 to 100'),
});

const placementSchema = z.object({
  kind: gradebookColumnKindSchema,
  /** The assignment's or test's id; the course's id for the course score. */
  id: z.uuid(/*i18n*/ 'Not a valid column id'),
  /** A category's name from this same save, or null for none. */
  category: text(/*i18n*/ 'Category name').trim().min(1, /*i18n*/ 'Name the category').nullable(),
});

/**
 * The gradebook's setup, saved whole: the categories (those left out are deleted, and their columns
 * fall back to none), which category each listed column is in (unlisted columns keep theirs), and
 * how missing work counts.
 */
export const gradebookSetupInputSchema = z
  .object({
    missingWork: missingWorkSchema,
    categories: z
      .array(categoryInputSchema)
      .max(
        MAX_GRADEBOOK_CATEGORIES,
        sentence(/*i18n*/ 'A gradebook has at most {max} categories', { max: MAX_GRADEBOOK_CATEGORIES }),
      ),
    columns: z.array(placementSchema).max(2000),
  })
  .superRefine((setup, context) => {
    const names = new Set<string>();
    setup.categories.forEach((category, index) => {
      const key = category.name.toLowerCase();
      if (names.has(key))
        context.addIssue({
          code: 'custom',
          path: ['categories', index, 'name'],
          message: /*i18n*/ 'Two categories have this name',
        });
      names.add(key);
    });
    setup.columns.forEach((column, index) => {
      if (column.category !== null && !names.has(column.category.toLowerCase()))
        context.addIssue({
          code: 'custom',
          path: ['columns', index, 'category'],
          message: /*i18n*/ 'No category has this name',
        });
    });
  });
export type GradebookSetupInput = z.infer<typeof gradebookSetupInputSchema>;

export const gradebookCategorySchema = z.object({ id: z.string(), name: z.string(), weight: z.number() });
export type GradebookCategory = z.infer<typeof gradebookCategorySchema>;

export const gradebookColumnSchema = z.object({
  /** `kind:id`, unique in the gradebook. */
  key: z.string(),
  kind: gradebookColumnKindSchema,
  id: z.string(),
  title: z.string(),
  /** What the column is out of (a test's drawn questions can make one attempt's total differ). */
  points: z.number(),
  /** An assignment's due time or a test's closing time; null for the course score. */
  dueAt: z.string().nullable(),
  categoryId: z.string().nullable(),
});
export type GradebookColumn = z.infer<typeof gradebookColumnSchema>;

export const gradebookCellSchema = z.object({
  state: z.enum(gradebookCellStates),
  /** The mark (after a late penalty; a test's best attempt). Null when there is none to show. */
  earned: z.number().nullable(),
  outOf: z.number(),
});
export type GradebookCell = z.infer<typeof gradebookCellSchema>;

export const gradebookCategoryResultSchema = z.object({
  categoryId: z.string().nullable(),
  /** Earned over possible of the counted marks, 0-100 to one decimal; null when nothing counts yet. */
  percent: z.number().nullable(),
});

export const gradebookRowSchema = z.object({
  student: z.object({ _id: z.string(), id: z.string(), name: z.string(), email: z.string() }),
  /** In the order of `columns`. */
  cells: z.array(gradebookCellSchema),
  categories: z.array(gradebookCategoryResultSchema),
  /** The course grade as a whole percentage; null when no mark counts yet. */
  percent: z.number().nullable(),
  grade: z.string().nullable(),
});
export type GradebookRow = z.infer<typeof gradebookRowSchema>;

const gradebookShape = {
  missingWork: missingWorkSchema,
  categories: z.array(gradebookCategorySchema),
  columns: z.array(gradebookColumnSchema),
};

export const gradebookSchema = z.object({ ...gradebookShape, rows: z.array(gradebookRowSchema) });
export type Gradebook = z.infer<typeof gradebookSchema>;
export const gradebookResponseSchema = z.object({ success: z.literal(true), data: gradebookSchema });
export const gradebookSavedSchema = z.object({ success: z.literal(true), message: z.string(), data: gradebookSchema });

export const myGradesSchema = z.object({ ...gradebookShape, row: gradebookRowSchema });
export type MyGrades = z.infer<typeof myGradesSchema>;
export const myGradesResponseSchema = z.object({ success: z.literal(true), data: myGradesSchema });

export const gradebookMessages = {
  saved: /*i18n*/ 'Gradebook setup saved',
  unknownCategory: /*i18n*/ 'This category is not in this gradebook',
  unknownColumn: /*i18n*/ 'This is not a column of this gradebook',
  /** Rows counted from 1, as a person reads the list sent. */
  unknownColumnRow: (row: number) =>
    sentence(/*i18n*/ 'Nothing was saved: column {row} is not in this gradebook', { row }),
  unknownCategoryRow: (row: number) =>
    sentence(/*i18n*/ 'Nothing was saved: category {row} is not in this gradebook', { row }),
} as const;
