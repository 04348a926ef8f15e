import { z } from 'zod';
import { text } from './fields';

/**
 * A course's question bank (docs/product.md, "Tests"): the questions its teacher writes once and
 * draws tests from, fixed or at random by tag. Single choice, multiple choice, true/false, numeric
 * (with a tolerance) and short answer (matched after normalising case and spaces, or marked by hand).
 */

export const questionKinds = ['single', 'multiple', 'true_false', 'numeric', 'short'] as const;
export const questionKindSchema = z.enum(questionKinds, {
  error: /*i18n*/ 'The question type must be single, multiple, true_false, numeric or short',
});
export type QuestionKind = z.infer<typeof questionKindSchema>;

export const MAX_QUESTION_OPTIONS = 10;
export const MAX_QUESTION_POINTS = 100;
export const MAX_QUESTION_TAGS = 10;

/** Tags name pools to draw from: lower case, so "Algebra" and "algebra" are one pool. */
export const tagSchema = text(/*i18n*/ 'Tag')
  .trim()
  .toLowerCase()
  .min(1, /*i18n*/ 'A tag must not be empty')
  .max(40, /*i18n*/ 'A tag must be at most 40 characters');

const optionSchema = text(/*i18n*/ 'Option', { error: /*i18n*/ 'Each option must be text' })
  .trim()
  .min(1, /*i18n*/ 'An option must not be empty')
  .max(500, /*i18n*/ 'An option must be at most 500 characters');

const optionsSchema = z
  .array(optionSchema, { error: /*i18n*/ 'Give the options as a list' })
  .min(2, /*i18n*/ 'Give at least two options')
  .max(MAX_QUESTION_OPTIONS, /*i18n*/ 'At most 10 options');

const optionIndex = z
  .number({ error: /*i18n*/ 'The correct option must be an option number' })
  .int(/*i18n*/ 'The correct option must be an option number')
  .min(0, /*i18n*/ 'The correct option must be one of the options');

const finiteNumber = (error: string) => z.number({ error }).refine(Number.isFinite, error);

/** Compared with a short answer after trimming, collapsing spaces and ignoring case. */
export const normaliseShortAnswer = (value: string): string => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

const commonFields = {
  /** Markdown, as the lessons' text. */
  prompt: text(/*i18n*/ 'Question', { multiline: true, error: /*i18n*/ 'Write the question' })
    .trim()
    .min(1, /*i18n*/ 'Write the question')
    .max(5000, /*i18n*/ 'The question must be at most 5000 characters'),
  /** Shown with the correct answer once a test's answers are released. */
  explanation: text(/*i18n*/ 'Explanation', { multiline: true })
    .trim()
    .max(5000, /*i18n*/ 'The explanation must be at most 5000 characters')
    .optional()
    .default(''),
  tags: z
    .array(tagSchema)
    .max(MAX_QUESTION_TAGS, /*i18n*/ 'At most 10 tags')
    .optional()
    .default([])
    .transform((tags) => [...new Set(tags)]),
  points: z
    .number({ error: /*i18n*/ 'Points must be a number from 1 to 100' })
    .int(/*i18n*/ 'Points must be a whole number')
    .min(1, /*i18n*/ 'Points must be a number from 1 to 100')
    .max(MAX_QUESTION_POINTS, /*i18n*/ 'Points must be a number from 1 to 100')
    .optional()
    .default(1),
};

export const questionInputSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('single'), ...commonFields, options: optionsSchema, correct: optionIndex }),
      z.object({
        kind: z.literal('multiple'),
        ...commonFields,
        options: optionsSchema,
        correct: z
          .array(optionIndex, { error: /*i18n*/ 'Mark the correct options' })
          .min(1, /*i18n*/ 'Mark at least one correct option'),
      }),
      z.object({
        kind: z.literal('true_false'),
        ...commonFields,
        correct: z.boolean({ error: /*i18n*/ 'Say whether the statement is true or false' }),
      }),
      z.object({
        kind: z.literal('numeric'),
        ...commonFields,
        correct: finiteNumber(/*i18n*/ 'The answer must be a number'),
        tolerance: finiteNumber(/*i18n*/ 'The tolerance must be a number')
          .refine((value) => value >= 0, /*i18n*/ 'The tolerance must not be negative')
          .optional()
          .default(0),
      }),
      z.object({
        kind: z.literal('short'),
        ...commonFields,
        /** The accepted answers; none when every answer is marked by hand. */
        accepted: z
          .array(
            text(/*i18n*/ 'Accepted answer')
              .trim()
              .min(1, /*i18n*/ 'An accepted answer must not be empty')
              .max(200, /*i18n*/ 'An accepted answer must be at most 200 characters'),
          )
          .max(MAX_QUESTION_OPTIONS, /*i18n*/ 'At most 10 accepted answers')
          .optional()
          .default([]),
        markedByHand: z.boolean({ error: /*i18n*/ 'markedByHand must be true or false' }).optional().default(false),
      }),
    ],
    { error: /*i18n*/ 'The question type must be single, multiple, true_false, numeric or short' },
  )
  .superRefine((question, issues) => {
    const outOfRange = (index: number) => !('options' in question) || index >= question.options.length;
    if (question.kind === 'single' && outOfRange(question.correct)) {
      issues.addIssue({
        code: 'custom',
        path: ['correct'],
        message: /*i18n*/ 'The correct option must be one of the options',
      });
    }
    if (question.kind === 'multiple') {
      if (question.correct.some(outOfRange)) {
        issues.addIssue({
          code: 'custom',
          path: ['correct'],
          message: /*i18n*/ 'The correct option must be one of the options',
        });
      } else if (new Set(question.correct).size !== question.correct.length) {
        issues.addIssue({ code: 'custom', path: ['correct'], message: /*i18n*/ 'Mark each correct option once' });
      }
    }
    if (question.kind === 'short' && !question.markedByHand && question.accepted.length === 0) {
      issues.addIssue({
        code: 'custom',
        path: ['accepted'],
        message: /*i18n*/ 'Give at least one accepted answer, or mark the answers by hand',
      });
    }
  });
export type QuestionInput = z.input<typeof questionInputSchema>;
export type QuestionDefinition = z.output<typeof questionInputSchema>;

const definitionFields = { prompt: z.string(), explanation: z.string(), tags: z.array(z.string()), points: z.number() };

/** A question as stored: what `questionInputSchema` gives, with its answer key (its managers only). */
export const questionDefinitionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), ...definitionFields, options: z.array(z.string()), correct: z.number() }),
  z.object({
    kind: z.literal('multiple'),
    ...definitionFields,
    options: z.array(z.string()),
    correct: z.array(z.number()),
  }),
  z.object({ kind: z.literal('true_false'), ...definitionFields, correct: z.boolean() }),
  z.object({ kind: z.literal('numeric'), ...definitionFields, correct: z.number(), tolerance: z.number() }),
  z.object({ kind: z.literal('short'), ...definitionFields, accepted: z.array(z.string()), markedByHand: z.boolean() }),
]);

/** A bank question as its course's managers read it: the definition with its answer key. */
export const questionSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  definition: questionDefinitionSchema,
  /** How many tests pick it by name (it cannot be deleted while one does or an attempt holds it). */
  usedByTests: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

export const questionListSchema = z.object({
  success: z.literal(true),
  data: z.array(questionSchema),
  /** Every tag of the course's bank with its number of questions, to build pools from. */
  tags: z.array(z.object({ tag: z.string(), count: z.number() })),
});
export const questionSavedSchema = z.object({ success: z.literal(true), message: z.string(), data: questionSchema });

export const questionListQuerySchema = z.object({ tag: tagSchema.optional() });

export const MAX_IMPORT_BYTES = 1_000_000;
export const MAX_IMPORT_ROWS = 1000;

/** A CSV of questions, with the columns the export writes (docs/product.md, "Question bank CSV"). */
export const questionImportSchema = z.object({
  csv: text(/*i18n*/ 'CSV', { multiline: true, error: /*i18n*/ 'Choose a CSV file' })
    .min(1, /*i18n*/ 'The CSV file is empty')
    .max(MAX_IMPORT_BYTES, /*i18n*/ 'The CSV file must be at most 1 MB'),
});
export const questionImportedSchema = z.object({ success: z.literal(true), message: z.string(), created: z.number() });

export const questionMessages = {
  created: /*i18n*/ 'Question added',
  updated: /*i18n*/ 'Question saved',
  deleted: /*i18n*/ 'Question deleted',
  notFound: /*i18n*/ 'Question not found',
  inUse: /*i18n*/ 'This question is in a test or an attempt: take it out of the tests first',
  imported: /*i18n*/ 'Questions imported',
  importInvalid: /*i18n*/ 'The CSV has errors: nothing was imported',
  importTooManyRows: /*i18n*/ 'A CSV may hold at most 1000 questions',
  importNoRows: /*i18n*/ 'The CSV has no questions',
} as const;
