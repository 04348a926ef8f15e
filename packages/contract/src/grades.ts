import { z } from 'zod';

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
    .number({ error: 'Score must be a number from 0 to 100' })
    .int('Score must be a whole number')
    .min(0, 'Score must be from 0 to 100')
    .max(100, 'Score must be from 0 to 100'),
});

/** One save of the score sheet carries at most this many rows (a course's seats are far fewer). */
export const SCORES_PER_SAVE = 500;

/** The score sheet's changed rows, saved together: all of them or, when any is refused, none. */
export const scoreSheetInputSchema = z.object({
  scores: z
    .array(z.object({ studentId: z.uuid('Not a valid student id'), score: scoreInputSchema.shape.score }))
    .min(1, 'Change at least one score before saving')
    .max(SCORES_PER_SAVE, `At most ${SCORES_PER_SAVE} scores can be saved at once`)
    .superRefine((rows, context) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (seen.has(row.studentId))
          context.addIssue({
            code: 'custom',
            path: [index, 'studentId'],
            message: 'This student is in the list twice',
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
  saved: 'Score saved',
  notEnrolled: 'Scores can only be recorded for students enrolled in this course',
  savedMany: (count: number) => (count === 1 ? '1 score saved' : `${count} scores saved`),
  /** Rows counted from 1, as a person reads the list sent. */
  notEnrolledRows: (rows: readonly number[]) =>
    `Nothing was saved: ${rows.length === 1 ? `row ${rows[0]} is` : `rows ${rows.join(', ')} are`} not a student enrolled in this course`,
} as const;
