import type { Transaction } from '../db/client';
import {
  type attendanceRecords,
  courseScores,
  type courses,
  type enrolments,
  lessonCompletions,
  lessons,
  reviews,
} from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
type CourseRow = typeof courses.$inferSelect;
type EnrolmentRow = typeof enrolments.$inferInsert;
type AttendanceRow = typeof attendanceRecords.$inferInsert;

const lessonPlan = (course: CourseRow): { title: string; body: string }[] => [
  {
    title: `Welcome to ${course.title}`,
    body: `## What we will cover\n\n${course.description}\n\n- Live classes: ${course.scheduleDays.join(', ') || 'see the schedule'}\n- Ask questions any time in class.\n\n**Tip:** mark each lesson complete when you finish it.`,
  },
  {
    title: 'Core ideas',
    body: `## The core ideas of ${course.category}\n\nWe start from the basics and build up with short exercises.\n\n1. Read the notes.\n2. Try the practice questions.\n3. Bring one question to the next class.`,
  },
  {
    title: 'Worked examples',
    body: '## Worked examples\n\nFollow each example step by step, then cover the solution and try it yourself.\n\n> Understanding beats memorising.',
  },
  {
    title: 'Practice set',
    body: '## Practice set\n\nTen questions from easy to hard. Check your answers with the solutions at the end of the class.',
  },
  {
    title: 'Review and next steps',
    body: '## Review\n\nSummarise the course in five bullet points, then pick one topic to go deeper on.',
  },
];

const comments = [
  'Clear explanations and lots of practice. Highly recommended.',
  'The live classes are the best part: every question gets answered.',
  'Good pace, though the practice sets could have more hints.',
  'I finally understand this subject. Thank you!',
  'Well organised lessons that build on each other.',
];

/**
 * Lessons for every course; for the running ones, each student's completions follow their attendance,
 * the teacher has scored most students, and students who took part left reviews.
 */
export async function insertLearning(
  tx: Transaction,
  seededCourses: CourseRow[],
  seededEnrolments: EnrolmentRow[],
  attendance: AttendanceRow[],
  now: Date,
  random: () => number,
) {
  const lessonRows = await tx
    .insert(lessons)
    .values(
      seededCourses.flatMap((course) =>
        lessonPlan(course).map((lesson, index) => ({ courseId: course.id, position: index + 1, ...lesson })),
      ),
    )
    .returning({ id: lessons.id, courseId: lessons.courseId, position: lessons.position });
  const lessonsByCourse = new Map<string, string[]>();
  for (const row of lessonRows.sort((a, b) => a.position - b.position)) {
    lessonsByCourse.set(row.courseId, [...(lessonsByCourse.get(row.courseId) ?? []), row.id]);
  }
  const attended = new Set(
    attendance
      .filter((row) => row.status === 'present' || row.status === 'late')
      .map((row) => `${row.courseId}:${row.studentId}`),
  );

  const completions: (typeof lessonCompletions.$inferInsert)[] = [];
  const scores: (typeof courseScores.$inferInsert)[] = [];
  const written: (typeof reviews.$inferInsert)[] = [];
  for (const course of seededCourses.filter((row) => row.status === 'active' || row.status === 'completed')) {
    const courseLessons = lessonsByCourse.get(course.id) ?? [];
    for (const enrolment of seededEnrolments.filter((row) => row.courseId === course.id)) {
      const enrolledAt = enrolment.enrolledAt instanceof Date ? enrolment.enrolledAt.getTime() : now.getTime();
      const share = course.status === 'completed' ? 1 : random();
      const done = Math.round(share * courseLessons.length);
      courseLessons.slice(0, done).forEach((lessonId, index) => {
        completions.push({
          lessonId,
          studentId: enrolment.studentId,
          completedAt: new Date(Math.min(enrolledAt + (index + 1) * 3 * DAY_MS, now.getTime() - DAY_MS)),
        });
      });
      if (random() < 0.8) {
        scores.push({
          courseId: course.id,
          studentId: enrolment.studentId,
          score: 55 + Math.floor(random() * 46),
          gradedBy: course.instructorId,
        });
      }
      const tookPart = done > 0 || attended.has(`${course.id}:${enrolment.studentId}`);
      if (tookPart && random() < 0.5) {
        const rating = 3 + Math.floor(random() * 3);
        written.push({
          courseId: course.id,
          studentId: enrolment.studentId,
          rating,
          comment: comments[Math.floor(random() * comments.length)] ?? '',
          ...(rating === 5 ? { reply: 'Thank you, see you in the next class!', repliedAt: now } : {}),
        });
      }
    }
  }
  for (let start = 0; start < completions.length; start += 1000) {
    await tx.insert(lessonCompletions).values(completions.slice(start, start + 1000));
  }
  if (scores.length > 0) await tx.insert(courseScores).values(scores);
  if (written.length > 0) await tx.insert(reviews).values(written);
}
