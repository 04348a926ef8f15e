import { resourceTypes } from '@tutorium/contract/resources';
import type { Transaction } from '../db/client';
import { assignmentSubmissions, assignments, type courses, type enrolments } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;
type CourseRow = typeof courses.$inferSelect;
type EnrolmentRow = typeof enrolments.$inferInsert;

const feedback = [
  'Neat and complete. Show one more step in question 4.',
  'Good work: every answer is justified.',
  'Mostly right; revisit the last two questions before the test.',
  'Careful with units in the word problems.',
];

/**
 * Homework on every running course, so the assignment screens show real states from the start: last
 * week's practice set (handed in by four in five, some late, graded and released; the rest missing) and a
 * write-up due in four days that a few students have already handed in.
 */
export async function insertAssignments(
  tx: Transaction,
  seededCourses: CourseRow[],
  seededEnrolments: EnrolmentRow[],
  now: Date,
  random: () => number,
) {
  const running = seededCourses.filter((course) => course.status === 'active');
  const pastDue = new Date(now.getTime() - 5 * DAY_MS);
  const rows = await tx
    .insert(assignments)
    .values(
      running.flatMap((course) => [
        {
          courseId: course.id,
          authorId: course.instructorId,
          title: 'Practice set 1',
          instructions: `## Practice set 1\n\nTen questions on this week's ${course.category} lessons.\n\n- Show your working.\n- Upload a photo or PDF of your answers, or type them in.`,
          dueAt: pastDue,
          points: 20,
          lateAccepted: true,
          latePenaltyPercent: 10,
          submissionKind: 'both' as const,
          allowedFileTypes: [...resourceTypes],
          maxFileBytes: 10 * MB,
          createdAt: new Date(pastDue.getTime() - 7 * DAY_MS),
        },
        {
          courseId: course.id,
          authorId: course.instructorId,
          title: 'Write-up: what I learnt this month',
          instructions:
            'In 200 words, explain the idea from this course you found hardest and how you now think about it.',
          dueAt: new Date(now.getTime() + 4 * DAY_MS),
          points: 10,
          submissionKind: 'text' as const,
          allowedFileTypes: [],
          maxFileBytes: 10 * MB,
          createdAt: new Date(now.getTime() - 2 * DAY_MS),
        },
      ]),
    )
    .returning();
  const submissions = rows.flatMap((assignment) => {
    const students = seededEnrolments.filter((enrolment) => enrolment.courseId === assignment.courseId);
    const isPast = assignment.dueAt < now;
    // By place in the course, so every course shows each state: one in five missing, one in four late.
    return students.flatMap(({ studentId }, place) => {
      if (isPast ? place % 5 === 4 : place % 3 !== 1) return [];
      const late = isPast && place % 4 === 3;
      const submittedAt = new Date(assignment.dueAt.getTime() + (late ? 1 : -1) * (0.2 + random()) * DAY_MS);
      const graded = isPast ? { points: Math.round(12 + random() * 8), gradedAt: pastDue } : {};
      return [
        {
          assignmentId: assignment.id,
          studentId,
          text: isPast
            ? 'My answers, question by question, with the working for each.'
            : 'The hardest idea for me this month was the first one we met, until I drew it out.',
          submittedAt,
          late,
          ...graded,
          ...(isPast
            ? {
                feedback: feedback[Math.floor(random() * feedback.length)] ?? null,
                gradedBy: assignment.authorId,
                releasedAt: new Date(pastDue.getTime() + DAY_MS),
              }
            : {}),
        },
      ];
    });
  });
  if (submissions.length > 0) await tx.insert(assignmentSubmissions).values(submissions);
}
