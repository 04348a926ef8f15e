import { z } from 'zod';
import { isoDateTimeField, text } from './fields';
import { questionDefinitionSchema, questionKindSchema, tagSchema } from './questions';

/**
 * Tests (quizzes and mock tests) on a course (docs/product.md, "Tests"). In code a test is a "quiz", so
 * it is never mistaken for the project's own tests; the product calls it a test. The teacher picks
 * questions from the course's bank (fixed, or drawn at random from tagged pools), an opening window, a
 * time limit and the number of attempts; an enrolled student takes it on the server's clock.
 */

/** When a test's scores and answers reach its students. */
export const releaseModes = ['immediately', 'after_close', 'manual'] as const;
export const releaseModeSchema = z.enum(releaseModes, {
  error: /*i18n*/ 'Release must be immediately, after_close or manual',
});
export type ReleaseMode = z.infer<typeof releaseModeSchema>;

/** Before its opening time, open, or closed, by the database's clock. */
export const quizWindows = ['upcoming', 'open', 'closed'] as const;
export type QuizWindow = (typeof quizWindows)[number];

/**
 * Answers saved this long after an attempt's deadline still count: the answer was given in time and
 * was on its way. The attempt is submitted automatically once the grace has passed too.
 */
export const ANSWER_GRACE_SECONDS = 10;
export const MAX_QUIZ_QUESTIONS = 200;
export const MAX_TIME_LIMIT_MINUTES = 600;
export const MAX_ATTEMPTS = 20;

const poolSchema = z.object({
  tag: tagSchema,
  count: z
    .number({ error: /*i18n*/ 'Say how many questions to draw' })
    .int(/*i18n*/ 'The number of questions to draw must be a whole number')
    .min(1, /*i18n*/ 'Draw at least one question')
    .max(MAX_QUIZ_QUESTIONS, /*i18n*/ 'A test has at most 200 questions'),
});

export const quizInputSchema = z
  .object({
    title: text(/*i18n*/ 'Title', { error: /*i18n*/ 'Title is required' })
      .trim()
      .min(1, /*i18n*/ 'Title is required')
      .max(150, /*i18n*/ 'Title is too long'),
    /** Markdown, shown before a student starts. */
    instructions: text(/*i18n*/ 'Instructions', { multiline: true })
      .trim()
      .max(10_000, /*i18n*/ 'The instructions must be at most 10000 characters')
      .optional()
      .default(''),
    opensAt: isoDateTimeField(/*i18n*/ 'Opening time'),
    closesAt: isoDateTimeField(/*i18n*/ 'Closing time'),
    timeLimitMinutes: z
      .number({ error: /*i18n*/ 'The time limit must be a number of minutes' })
      .int(/*i18n*/ 'The time limit must be a whole number of minutes')
      .min(1, /*i18n*/ 'The time limit must be at least 1 minute')
      .max(MAX_TIME_LIMIT_MINUTES, /*i18n*/ 'The time limit must be at most 600 minutes'),
    attemptsAllowed: z
      .number({ error: /*i18n*/ 'Attempts must be a number from 1 to 20' })
      .int(/*i18n*/ 'Attempts must be a whole number')
      .min(1, /*i18n*/ 'Attempts must be a number from 1 to 20')
      .max(MAX_ATTEMPTS, /*i18n*/ 'Attempts must be a number from 1 to 20')
      .optional()
      .default(1),
    shuffleQuestions: z.boolean({ error: /*i18n*/ 'shuffleQuestions must be true or false' }).optional().default(false),
    shuffleOptions: z.boolean({ error: /*i18n*/ 'shuffleOptions must be true or false' }).optional().default(false),
    /** Taken off for a wrong answer, in percent of the question's points; an unanswered question scores 0. */
    negativeMarkingPercent: z
      .number({ error: /*i18n*/ 'Negative marking must be a percentage from 0 to 100' })
      .int(/*i18n*/ 'Negative marking must be a whole percentage')
      .min(0, /*i18n*/ 'Negative marking must be a percentage from 0 to 100')
      .max(100, /*i18n*/ 'Negative marking must be a percentage from 0 to 100')
      .optional()
      .default(0),
    release: releaseModeSchema.optional().default('immediately'),
    /** Questions every attempt has, in this order (unless shuffled). */
    questionIds: z
      .array(z.uuid(/*i18n*/ 'Not a valid question id'))
      .max(MAX_QUIZ_QUESTIONS, /*i18n*/ 'A test has at most 200 questions')
      .optional()
      .default([]),
    /** Questions drawn at random for each attempt from the bank's questions with a tag (never a fixed one twice). */
    pools: z.array(poolSchema).max(20, /*i18n*/ 'At most 20 pools').optional().default([]),
  })
  .superRefine((quiz, issues) => {
    if (Date.parse(quiz.closesAt) <= Date.parse(quiz.opensAt)) {
      issues.addIssue({ code: 'custom', path: ['closesAt'], message: /*i18n*/ 'The test must close after it opens' });
    }
    const drawn = quiz.pools.reduce((sum, pool) => sum + pool.count, 0);
    if (quiz.questionIds.length + drawn === 0) {
      issues.addIssue({ code: 'custom', path: ['questionIds'], message: /*i18n*/ 'Pick at least one question' });
    } else if (quiz.questionIds.length + drawn > MAX_QUIZ_QUESTIONS) {
      issues.addIssue({ code: 'custom', path: ['questionIds'], message: /*i18n*/ 'A test has at most 200 questions' });
    }
    if (new Set(quiz.questionIds).size !== quiz.questionIds.length) {
      issues.addIssue({ code: 'custom', path: ['questionIds'], message: /*i18n*/ 'Pick each question once' });
    }
    if (new Set(quiz.pools.map((pool) => pool.tag)).size !== quiz.pools.length) {
      issues.addIssue({ code: 'custom', path: ['pools'], message: /*i18n*/ 'Draw from each tag once' });
    }
  });
export type QuizInput = z.input<typeof quizInputSchema>;

export const attemptStates = ['in_progress', 'submitted'] as const;
export type AttemptState = (typeof attemptStates)[number];

/** One of a student's attempts as their test lists it. */
export const attemptSummarySchema = z.object({
  id: z.string(),
  number: z.number(),
  state: z.enum(attemptStates),
  startedAt: z.string(),
  deadline: z.string(),
  submittedAt: z.string().nullable(),
  /** Null until the test's results are released. */
  score: z.number().nullable(),
  maxScore: z.number(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

export const quizSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  instructions: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  window: z.enum(quizWindows),
  timeLimitMinutes: z.number(),
  attemptsAllowed: z.number(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  negativeMarkingPercent: z.number(),
  release: releaseModeSchema,
  /** Whether scores and answers have reached the students (by the release mode and the clock). */
  resultsReleased: z.boolean(),
  /** How many questions each attempt has. */
  questionCount: z.number(),
  /** Its managers: the fixed questions and the pools (null for students). */
  questionIds: z.array(z.string()).nullable(),
  pools: z.array(z.object({ tag: z.string(), count: z.number() })).nullable(),
  /** Its managers: how many attempts were submitted (null for students). */
  submittedAttempts: z.number().nullable(),
  /** An enrolled student's own attempts, oldest first (null for the managers). */
  myAttempts: z.array(attemptSummarySchema).nullable(),
  createdAt: z.string(),
});
export type Quiz = z.infer<typeof quizSchema>;

export const quizListSchema = z.object({ success: z.literal(true), data: z.array(quizSchema) });
export const quizResponseSchema = z.object({ success: z.literal(true), data: quizSchema });
export const quizSavedSchema = z.object({ success: z.literal(true), message: z.string(), data: quizSchema });

/** What a student gives for one question; its `kind` is the question's. `null` clears the answer. */
export const givenAnswerSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('single'), option: z.number().int().min(0) }),
    z.object({ kind: z.literal('multiple'), options: z.array(z.number().int().min(0)).max(20) }),
    z.object({ kind: z.literal('true_false'), value: z.boolean() }),
    z.object({ kind: z.literal('numeric'), value: z.number().refine(Number.isFinite, /*i18n*/ 'Not a number') }),
    z.object({
      kind: z.literal('short'),
      text: text(/*i18n*/ 'Answer', { multiline: true }).max(
        2000,
        /*i18n*/ 'The answer must be at most 2000 characters',
      ),
    }),
  ],
  { error: /*i18n*/ 'Not an answer to a question' },
);
export type GivenAnswer = z.infer<typeof givenAnswerSchema>;

export const answerInputSchema = z.object({ answer: givenAnswerSchema.nullable() });
export const answerParamsSchema = z.object({
  id: z.uuid(/*i18n*/ 'Not a valid id'),
  questionId: z.uuid(/*i18n*/ 'Not a valid question id'),
});

/** A question as a student taking the test sees it: never its answer key. */
export const attemptQuestionSchema = z.object({
  id: z.string(),
  kind: questionKindSchema,
  prompt: z.string(),
  points: z.number(),
  /** In the attempt's order; `index` is what an answer names. Empty for true/false, numeric and short. */
  options: z.array(z.object({ index: z.number(), text: z.string() })),
});

/** One question after release (or for the managers): the key, the explanation and the marks. */
export const questionReviewSchema = z.object({
  questionId: z.string(),
  definition: questionDefinitionSchema,
  /** Null while a hand-marked answer waits for its mark. */
  awarded: z.number().nullable(),
  /** Whether it earned its full points (null while waiting for a mark or left unanswered). */
  correct: z.boolean().nullable(),
});

export const attemptResultSchema = z.object({
  score: z.number(),
  maxScore: z.number(),
  percent: z.number(),
  /** Some answers are marked by hand and not yet marked: the score may still rise. */
  pendingMarking: z.boolean(),
  /** Among the submitted attempts with this attempt's number (first attempts with first attempts…). */
  rank: z.number(),
  cohortSize: z.number(),
  /** The share of the cohort scoring below, counting ties as half, in percent. */
  percentile: z.number(),
  review: z.array(questionReviewSchema),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

export const attemptSchema = z.object({
  id: z.string(),
  quizId: z.string(),
  quizTitle: z.string(),
  courseId: z.string(),
  student: z.object({ id: z.string(), name: z.string() }),
  number: z.number(),
  state: z.enum(attemptStates),
  startedAt: z.string(),
  /** The server's: the time limit from the start, or the test's closing time if sooner. */
  deadline: z.string(),
  /** The database's clock when it was read: the client counts down from `deadline − serverNow`. */
  serverNow: z.string(),
  submittedAt: z.string().nullable(),
  /** Submitted because time was up. */
  autoSubmitted: z.boolean(),
  questions: z.array(attemptQuestionSchema),
  /** Saved answers by question id. */
  answers: z.record(z.string(), givenAnswerSchema),
  /** Null until submitted and released (always for the managers once submitted). */
  result: attemptResultSchema.nullable(),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const attemptResponseSchema = z.object({ success: z.literal(true), data: attemptSchema });
export const attemptStartedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The open attempt was resumed rather than a new one started. */
  resumed: z.boolean(),
  data: attemptSchema,
});
export const attemptSavedSchema = z.object({ success: z.literal(true), message: z.string(), data: attemptSchema });
export const answerSavedSchema = z.object({ success: z.literal(true), savedAt: z.string() });

export const markInputSchema = z.object({
  points: z
    .number({ error: /*i18n*/ 'Points must be a number' })
    .refine(Number.isFinite, /*i18n*/ 'Points must be a number')
    .min(0, /*i18n*/ 'Points must not be negative'),
});

/** The teacher's results: every submitted attempt, and how each question did. */
export const quizResultsSchema = z.object({
  success: z.literal(true),
  data: z.object({
    attempts: z.array(
      z.object({
        id: z.string(),
        student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
        number: z.number(),
        startedAt: z.string(),
        submittedAt: z.string(),
        autoSubmitted: z.boolean(),
        score: z.number(),
        maxScore: z.number(),
        percent: z.number(),
        pendingMarking: z.boolean(),
        rank: z.number(),
      }),
    ),
    /** In progress now (not in the figures). */
    inProgress: z.number(),
    questions: z.array(
      z.object({
        questionId: z.string(),
        kind: questionKindSchema,
        prompt: z.string(),
        points: z.number(),
        /** Attempts that had it. */
        seen: z.number(),
        answered: z.number(),
        /** Difficulty index: the share of attempts that earned its full points (0–1); null when none had it. */
        difficulty: z.number().nullable(),
        /**
         * The share earning full points in the top 27 % of attempts by score less that in the bottom 27 %
         * (−1 to 1); null with fewer than 4 attempts.
         */
        discrimination: z.number().nullable(),
      }),
    ),
    /** Ten bands of percent: 0–10, 10–20, … 90–100 (100 in the last; below 0 in the first). */
    distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
    averagePercent: z.number().nullable(),
    medianPercent: z.number().nullable(),
  }),
});
export type QuizResults = z.infer<typeof quizResultsSchema>['data'];

export const releasedQuizSchema = z.object({ success: z.literal(true), message: z.string(), data: quizSchema });

export const quizMessages = {
  created: /*i18n*/ 'Test created',
  updated: /*i18n*/ 'Test saved',
  deleted: /*i18n*/ 'Test deleted',
  notFound: /*i18n*/ 'Test not found',
  attemptNotFound: /*i18n*/ 'Attempt not found',
  enrolledOnly: /*i18n*/ 'Only students enrolled in this course can take its tests',
  unknownQuestion: /*i18n*/ 'One of the questions is not in this course’s bank',
  poolTooSmall: /*i18n*/ 'The bank has too few questions with this tag',
  started: /*i18n*/ 'Test started',
  resumed: /*i18n*/ 'Test resumed',
  notOpen: /*i18n*/ 'This test is not open now',
  noAttemptsLeft: /*i18n*/ 'You have used every attempt at this test',
  alreadyStarted:
    /*i18n*/ 'Students have started this test: its questions, time limit and marking can no longer change',
  timeUp: /*i18n*/ 'Time is up: the attempt has been submitted',
  attemptSubmitted: /*i18n*/ 'This attempt is already submitted',
  questionNotInAttempt: /*i18n*/ 'This question is not in the attempt',
  wrongAnswerKind: /*i18n*/ 'This answer does not fit the question',
  submitted: /*i18n*/ 'Test submitted',
  released: /*i18n*/ 'Results released',
  notHandMarked: /*i18n*/ 'Only answers to a question marked by hand take a mark',
  tooManyPoints: /*i18n*/ 'The mark must not be more than the question is worth',
  notSubmitted: /*i18n*/ 'The attempt is not submitted yet',
  marked: /*i18n*/ 'Mark saved',
} as const;
