import type { QuestionDefinition } from '@tutorium/contract/questions';
import type { GivenAnswer } from '@tutorium/contract/quizzes';
import type { Transaction } from '../db/client';
import {
  type courses,
  type enrolments,
  questions,
  quizAttemptQuestions,
  quizAttempts,
  quizPools,
  quizQuestions,
  quizzes,
} from '../db/schema';
import { markAnswer, totalOf } from '../modules/quizzes/public';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
type CourseRow = typeof courses.$inferSelect;
type EnrolmentRow = typeof enrolments.$inferInsert;

const common = { explanation: '', points: 1 };

/** An aptitude bank, the kind a coaching institute's weekly mock test draws from, the same on every course. */
const bank: QuestionDefinition[] = [
  {
    kind: 'single',
    ...common,
    prompt: 'What is 15% of 200?',
    options: ['20', '25', '30', '35'],
    correct: 2,
    tags: ['numbers'],
    explanation: '10% of 200 is 20 and 5% is 10, so 15% is 30.',
  },
  {
    kind: 'single',
    ...common,
    prompt: 'Which number comes next: 2, 6, 12, 20, …?',
    options: ['28', '30', '32', '36'],
    correct: 1,
    tags: ['numbers', 'reasoning'],
    explanation: 'The gaps grow by 2 each time: 4, 6, 8, then 10.',
  },
  {
    kind: 'multiple',
    ...common,
    points: 2,
    prompt: 'Which of these are prime numbers?',
    options: ['21', '23', '27', '29'],
    correct: [1, 3],
    tags: ['numbers'],
    explanation: '21 = 3 × 7 and 27 = 3 × 9; 23 and 29 have no divisors but 1 and themselves.',
  },
  {
    kind: 'true_false',
    ...common,
    prompt: 'The average of 4, 8 and 12 is 8.',
    correct: true,
    tags: ['numbers'],
    explanation: '(4 + 8 + 12) ÷ 3 = 8.',
  },
  {
    kind: 'numeric',
    ...common,
    points: 2,
    prompt: 'A train covers 180 km in 2.5 hours. What is its speed in km/h?',
    correct: 72,
    tolerance: 0,
    tags: ['numbers'],
    explanation: '180 ÷ 2.5 = 72.',
  },
  {
    kind: 'numeric',
    ...common,
    prompt: 'Write 3/8 as a decimal.',
    correct: 0.375,
    tolerance: 0.001,
    tags: ['numbers'],
    explanation: '3 ÷ 8 = 0.375.',
  },
  {
    kind: 'short',
    ...common,
    prompt: 'Write the opposite of “ancient”.',
    accepted: ['modern', 'new'],
    markedByHand: false,
    tags: ['words'],
    explanation: '“Modern” (or “new”).',
  },
  {
    kind: 'single',
    ...common,
    prompt: 'All roses are flowers and some flowers fade quickly. Which must be true?',
    options: [
      'All roses fade quickly',
      'Some roses fade quickly',
      'No rose fades quickly',
      'None of these must be true',
    ],
    correct: 3,
    tags: ['reasoning'],
    explanation: 'The flowers that fade quickly need not include any rose.',
  },
  {
    kind: 'true_false',
    ...common,
    prompt: 'Every square is a rectangle.',
    correct: true,
    tags: ['reasoning'],
    explanation: 'A square has four right angles, which is all a rectangle needs.',
  },
  {
    kind: 'short',
    ...common,
    points: 3,
    prompt: 'In one or two sentences, how would you check your answer to the train question?',
    accepted: [],
    markedByHand: true,
    tags: ['words'],
    explanation: 'Multiply back: 72 km/h for 2.5 hours is 180 km.',
  },
];

/** A student's answer: right with the given chance, else a wrong one of the same kind. */
function answerTo(question: QuestionDefinition, right: boolean): GivenAnswer {
  switch (question.kind) {
    case 'single':
      return { kind: 'single', option: right ? question.correct : (question.correct + 1) % question.options.length };
    case 'multiple':
      return { kind: 'multiple', options: right ? question.correct : question.correct.slice(0, 1) };
    case 'true_false':
      return { kind: 'true_false', value: right ? question.correct : !question.correct };
    case 'numeric':
      return { kind: 'numeric', value: right ? question.correct : question.correct + 1 };
    case 'short':
      return { kind: 'short', text: right ? (question.accepted[0] ?? 'I would multiply back.') : 'old' };
  }
}

/**
 * A question bank and two tests on every running course, so the test screens show real figures from
 * the start: last week's "Weekly test 1" (closed, taken by five in six students, results released after
 * closing, so ranks and item analysis have data) and "Mock test 2", open for three more days, drawing
 * four number questions at random beside three fixed ones, one of them marked by hand.
 */
export async function insertQuizzes(
  tx: Transaction,
  seededCourses: CourseRow[],
  seededEnrolments: EnrolmentRow[],
  now: Date,
  random: () => number,
) {
  for (const course of seededCourses.filter((row) => row.status === 'active')) {
    const questionRows = await tx
      .insert(questions)
      .values(
        bank.map((definition, index) => ({
          courseId: course.id,
          authorId: course.instructorId,
          kind: definition.kind,
          tags: definition.tags,
          points: definition.points,
          definition,
          createdAt: new Date(now.getTime() - 14 * DAY_MS + index * MINUTE_MS),
        })),
      )
      .returning({ id: questions.id });
    const ids = questionRows.map((row) => row.id);
    const weeklyOpens = new Date(now.getTime() - 8 * DAY_MS);
    const [weekly, mock] = await tx
      .insert(quizzes)
      .values([
        {
          courseId: course.id,
          authorId: course.instructorId,
          title: 'Weekly test 1',
          instructions: 'Nine questions, 15 minutes. No calculators.',
          opensAt: weeklyOpens,
          closesAt: new Date(weeklyOpens.getTime() + 2 * DAY_MS),
          timeLimitMinutes: 15,
          attemptsAllowed: 1,
          release: 'after_close' as const,
        },
        {
          courseId: course.id,
          authorId: course.instructorId,
          title: 'Mock test 2',
          instructions:
            'Seven questions, 20 minutes. A wrong answer costs a quarter of its points; a blank costs nothing.',
          opensAt: new Date(now.getTime() - DAY_MS),
          closesAt: new Date(now.getTime() + 3 * DAY_MS),
          timeLimitMinutes: 20,
          attemptsAllowed: 2,
          shuffleQuestions: true,
          shuffleOptions: true,
          negativeMarkingPercent: 25,
          release: 'after_close' as const,
        },
      ])
      .returning();
    if (!weekly || !mock) throw new Error('the demo tests were not inserted');
    const weeklyQuestions = ids.slice(0, 9);
    await tx.insert(quizQuestions).values([
      ...weeklyQuestions.map((questionId, position) => ({ quizId: weekly.id, questionId, position })),
      ...[ids[7], ids[8], ids[9]].map((questionId, position) => ({
        quizId: mock.id,
        questionId: questionId ?? '',
        position,
      })),
    ]);
    await tx.insert(quizPools).values({ quizId: mock.id, tag: 'numbers', drawCount: 4, position: 0 });

    const students = seededEnrolments.filter((enrolment) => enrolment.courseId === course.id);
    for (const [place, { studentId }] of students.entries()) {
      if (place % 6 === 5) continue;
      // Each student has a level, so the ranks and the item analysis have a spread to show.
      const level = 0.35 + 0.6 * random();
      const startedAt = new Date(weeklyOpens.getTime() + (2 + random() * 40) * 60 * MINUTE_MS);
      const deadline = new Date(startedAt.getTime() + weekly.timeLimitMinutes * MINUTE_MS);
      const items = weeklyQuestions.map((questionId, position) => {
        const definition = bank[position] as QuestionDefinition;
        const answer = answerTo(definition, random() < level);
        return { questionId, position, definition, answer, ...markAnswer(definition, answer, 0) };
      });
      const [attempt] = await tx
        .insert(quizAttempts)
        .values({
          quizId: weekly.id,
          studentId,
          number: 1,
          startedAt,
          deadline,
          submittedAt: new Date(startedAt.getTime() + (8 + random() * 6) * MINUTE_MS),
          score: totalOf(items.map((item) => item.awarded)),
          maxScore: items.reduce((sum, item) => sum + item.definition.points, 0),
        })
        .returning({ id: quizAttempts.id });
      await tx.insert(quizAttemptQuestions).values(
        items.map((item) => ({
          attemptId: attempt?.id ?? '',
          questionId: item.questionId,
          position: item.position,
          optionOrder: 'options' in item.definition ? item.definition.options.map((_, index) => index) : [],
          answer: item.answer,
          savedAt: startedAt,
          awarded: item.awarded,
        })),
      );
    }
  }
}
