import { z } from 'zod';

export const achievementSchema = z.object({
  key: z.string(),
  title: z.string(),
  rule: z.string(),
  earned: z.boolean(),
  earnedAt: z.string().nullable(),
});

export const courseProgressSchema = z.object({
  course: z.object({ _id: z.string(), id: z.string(), title: z.string(), category: z.string() }),
  progress: z.number(),
  completedLessons: z.number(),
  totalLessons: z.number(),
  score: z.number().nullable(),
  grade: z.string().nullable(),
  lastActivity: z.string().nullable(),
  enrolledAt: z.string(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const myProgressSchema = z.object({
  success: z.literal(true),
  data: z.object({
    overallProgress: z.number(),
    averageScore: z.number().nullable(),
    lessonsCompleted: z.number(),
    breakdown: z.object({ completed: z.number(), inProgress: z.number(), notStarted: z.number() }),
    courses: z.array(courseProgressSchema),
    achievements: z.array(achievementSchema),
  }),
});
export type MyProgress = z.infer<typeof myProgressSchema>['data'];
