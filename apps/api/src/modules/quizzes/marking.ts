import { normaliseShortAnswer, type QuestionDefinition } from '@tutorium/contract/questions';
import type { GivenAnswer } from '@tutorium/contract/quizzes';

/**
 * How one answer is marked (docs/product.md, "Tests"): full points when right, nothing when left
 * unanswered, and the test's negative marking off when wrong. A multiple-choice answer is right only
 * with exactly the correct options. A short answer to a question marked by hand waits for its mark
 * (`null`).
 */
export type Marking = { awarded: number | null; correct: boolean | null };

/** To two decimals, as the database keeps it. */
const cents = (value: number): number => Math.round(value * 100) / 100;

function isRight(question: QuestionDefinition, answer: GivenAnswer): boolean {
  switch (question.kind) {
    case 'single':
      return answer.kind === 'single' && answer.option === question.correct;
    case 'multiple': {
      if (answer.kind !== 'multiple') return false;
      const given = new Set(answer.options);
      return given.size === question.correct.length && question.correct.every((index) => given.has(index));
    }
    case 'true_false':
      return answer.kind === 'true_false' && answer.value === question.correct;
    case 'numeric':
      return answer.kind === 'numeric' && Math.abs(answer.value - question.correct) <= question.tolerance + 1e-9;
    case 'short': {
      if (answer.kind !== 'short') return false;
      const given = normaliseShortAnswer(answer.text);
      return question.accepted.some((accepted) => normaliseShortAnswer(accepted) === given);
    }
  }
}

/** An answer with nothing in it counts as unanswered: an empty text, no option ticked. */
export function isBlank(answer: GivenAnswer | null): boolean {
  if (answer === null) return true;
  if (answer.kind === 'multiple') return answer.options.length === 0;
  if (answer.kind === 'short') return answer.text.trim() === '';
  return false;
}

export function markAnswer(
  question: QuestionDefinition,
  answer: GivenAnswer | null,
  negativeMarkingPercent: number,
): Marking {
  if (isBlank(answer) || answer === null) return { awarded: 0, correct: null };
  if (question.kind === 'short' && question.markedByHand) return { awarded: null, correct: null };
  if (isRight(question, answer)) return { awarded: question.points, correct: true };
  const penalty = cents((question.points * negativeMarkingPercent) / 100);
  // Never −0: it would print as "-0" in a CSV.
  return { awarded: penalty === 0 ? 0 : -penalty, correct: false };
}

/** Whether `answer` fits `question`: its kind, and options that exist. */
export function fitsQuestion(question: QuestionDefinition, answer: GivenAnswer): boolean {
  if (answer.kind !== question.kind) return false;
  const optionCount = 'options' in question ? question.options.length : 0;
  if (answer.kind === 'single') return answer.option < optionCount;
  if (answer.kind === 'multiple') {
    return (
      answer.options.every((index) => index < optionCount) && new Set(answer.options).size === answer.options.length
    );
  }
  return true;
}

/** The sum of awarded points, to two decimals. */
export const totalOf = (awarded: readonly (number | null)[]): number =>
  cents(awarded.reduce<number>((sum, value) => sum + (value ?? 0), 0));

/** The rank (1 + how many scored more) and the percentile rank (below + half the ties, in percent). */
export function standing(score: number, cohort: readonly number[]): { rank: number; percentile: number } {
  const above = cohort.filter((other) => other > score).length;
  const below = cohort.filter((other) => other < score).length;
  const ties = cohort.length - above - below;
  const percentile = cohort.length === 0 ? 100 : Math.round(((below + ties / 2) / cohort.length) * 100);
  return { rank: above + 1, percentile };
}

/** Fisher–Yates: each attempt gets its own order of questions and options. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
