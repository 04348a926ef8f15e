import { z } from 'zod';
import { sentence } from './text-with';

/** The grade scale, documented on the Progress page: a score of 90 or more is an A, and so on. */
export const gradeScale = [
  { grade: 'A', min: 90 },
  { grade: 'B', min: 80 },
  { grade: 'C', min: 70 },
  { grade: 'D', min: 60 },
  { grade: 'F', min: 0 },
] as const;
export type Grade = (typeof gradeScale)[number]['grade'];

export function gradeFor(score: number): Grade {
  return gradeScale.find((step) => score >= step.min)?.grade ?? 'F';
}

/** Spec 9: the student's average score is the rounded mean of their scores; null without scores. */
export const averageScore = (scores: readonly number[]): number | null =>
  scores.length === 0 ? null : Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);

export const scoreInputSchema = z.object({
  score: z
    .number({ error: /*i18n*/ 'Score must be a number from 0 to 100' })
    .int(/*i18n*/ 'Score must be a whole number')
    .min(0, /*i18n*/ 'Score must be from 0 to 100')
    .max(100, /*i18n*/ 'Score must be from 0 to 100'),
});

/** One save of the score sheet carries at most this many rows (a course's seats are far fewer). */
export const SCORES_PER_SAVE = 500;

/** The score sheet's changed rows, saved together: all of them or, when any is refused, none. */
export const scoreSheetInputSchema = z.object({
  scores: z
    .array(z.object({ studentId: z.uuid(/*i18n*/ 'Not a valid student id'), score: scoreInputSchema.shape.score }))
    .min(1, /*i18n*/ 'Change at least one score before saving')
    .max(SCORES_PER_SAVE, sentence(/*i18n*/ 'At most {max} scores can be saved at once', { max: SCORES_PER_SAVE }))
    .superRefine((rows, context) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (seen.has(row.studentId))
          context.addIssue({
            code: 'custom',
            path: [index, 'studentId'],
            message: /*i18n*/ 'This student is in the list twice',
          });
        seen.add(row.studentId);
      });
    }),
});
export type ScoreSheetInput = z.infer<typeof scoreSheetInputSchema>;

export const savedScoreSchema = z.object({ studentId: z.string(), score: z.number(), grade: z.string() });
export const scoreSheetResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(savedScoreSchema),
});

export const courseScoreSchema = z.object({
  student: z.object({ _id: z.string(), id: z.string(), name: z.string(), email: z.string() }),
  score: z.number().nullable(),
  grade: z.string().nullable(),
  progress: z.number(),
});
export const courseScoresResponseSchema = z.object({ success: z.literal(true), data: z.array(courseScoreSchema) });
export type CourseScore = z.infer<typeof courseScoreSchema>;

export const scoreMessages = {
  saved: /*i18n*/ 'Score saved',
  notEnrolled: /*i18n*/ 'Scores can only be recorded for students enrolled in this course',
  savedMany: (count: number) =>
    count === 1 ? /*i18n*/ '1 score saved' : sentence(/*i18n*/ '{count} scores saved', { count }),
  /** Rows counted from 1, as a person reads the list sent. */
  notEnrolledRows: (rows: readonly number[]) =>
    rows.length === 1
      ? sentence(/*i18n*/ 'Nothing was saved: row {row} is not a student enrolled in this course', {
          row: rows[0] ?? 0,
        })
      : sentence(/*i18n*/ 'Nothing was saved: rows {rows} are not a student enrolled in this course', {
          rows: rows.join(', '),
        }),
} as const;
