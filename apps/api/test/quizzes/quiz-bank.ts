import type { QuestionDefinition } from '@tutorium/contract/questions';
import { questions } from '../../src/db/schema';
import type { TestApp } from '../helpers/test-app';

/** Questions written straight into a course's bank, so the tests of tests do not lean on the bank's API. */
export async function addQuestions(t: TestApp, courseId: string, definitions: QuestionDefinition[]): Promise<string[]> {
  const rows = await t.db
    .insert(questions)
    .values(
      definitions.map((definition) => ({
        courseId,
        kind: definition.kind,
        tags: definition.tags,
        points: definition.points,
        definition,
      })),
    )
    .returning({ id: questions.id });
  return rows.map((row) => row.id);
}

const base = { explanation: '', tags: [] as string[], points: 1 };

export const singleChoice = (
  prompt: string,
  correct: number,
  extra: Partial<typeof base> = {},
): QuestionDefinition => ({
  kind: 'single',
  ...base,
  ...extra,
  prompt,
  options: ['A', 'B', 'C', 'D'],
  correct,
});

export const trueFalse = (prompt: string, correct: boolean, extra: Partial<typeof base> = {}): QuestionDefinition => ({
  kind: 'true_false',
  ...base,
  ...extra,
  prompt,
  correct,
});

export const numeric = (prompt: string, correct: number, tolerance: number): QuestionDefinition => ({
  kind: 'numeric',
  ...base,
  points: 2,
  prompt,
  correct,
  tolerance,
});

export const multipleChoice = (prompt: string, correct: number[]): QuestionDefinition => ({
  kind: 'multiple',
  ...base,
  points: 2,
  prompt,
  options: ['2', '3', '4', '5'],
  correct,
});

export const shortAnswer = (prompt: string, accepted: string[], markedByHand = false): QuestionDefinition => ({
  kind: 'short',
  ...base,
  points: 3,
  prompt,
  accepted,
  markedByHand,
});
