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
} as const;
