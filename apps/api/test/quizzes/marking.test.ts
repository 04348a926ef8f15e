import { describe, expect, it } from 'vitest';
import { fitsQuestion, markAnswer, shuffled, standing, totalOf } from '../../src/modules/quizzes/marking';
import { multipleChoice, numeric, shortAnswer, singleChoice, trueFalse } from './quiz-bank';

describe('marking one answer', () => {
  it('gives full points when right, 0 when blank and the negative marking when wrong', () => {
    const question = singleChoice('2 + 2?', 2, { points: 4 });
    expect(markAnswer(question, { kind: 'single', option: 2 }, 25)).toEqual({ awarded: 4, correct: true });
    expect(markAnswer(question, { kind: 'single', option: 1 }, 25)).toEqual({ awarded: -1, correct: false });
    expect(markAnswer(question, { kind: 'single', option: 1 }, 0)).toEqual({ awarded: 0, correct: false });
    expect(markAnswer(question, null, 25)).toEqual({ awarded: 0, correct: null });
  });

  it('takes a multiple-choice answer as right only with exactly the correct options', () => {
    const question = multipleChoice('Primes?', [0, 1, 3]);
    expect(markAnswer(question, { kind: 'multiple', options: [3, 0, 1] }, 0).correct).toBe(true);
    expect(markAnswer(question, { kind: 'multiple', options: [0, 1] }, 0).correct).toBe(false);
    expect(markAnswer(question, { kind: 'multiple', options: [0, 1, 2, 3] }, 0).correct).toBe(false);
    expect(markAnswer(question, { kind: 'multiple', options: [] }, 50)).toEqual({ awarded: 0, correct: null });
  });

  it('marks true/false, numeric within the tolerance, and short answers after normalising', () => {
    expect(markAnswer(trueFalse('Sky is blue', true), { kind: 'true_false', value: false }, 0).correct).toBe(false);
    const half = numeric('Half of five', 2.5, 0.01);
    expect(markAnswer(half, { kind: 'numeric', value: 2.51 }, 0).correct).toBe(true);
    expect(markAnswer(half, { kind: 'numeric', value: 2.52 }, 0).correct).toBe(false);
    const capital = shortAnswer('Capital of India', ['New Delhi']);
    expect(markAnswer(capital, { kind: 'short', text: '  new   DELHI ' }, 0)).toEqual({ awarded: 3, correct: true });
    expect(markAnswer(capital, { kind: 'short', text: '   ' }, 50)).toEqual({ awarded: 0, correct: null });
    expect(markAnswer(shortAnswer('Why?', [], true), { kind: 'short', text: 'Because' }, 50)).toEqual({
      awarded: null,
      correct: null,
    });
  });

  it('refuses an answer of another kind or naming an option that is not there', () => {
    const question = singleChoice('Pick', 0);
    expect(fitsQuestion(question, { kind: 'single', option: 3 })).toBe(true);
    expect(fitsQuestion(question, { kind: 'single', option: 4 })).toBe(false);
    expect(fitsQuestion(question, { kind: 'true_false', value: true })).toBe(false);
    expect(fitsQuestion(multipleChoice('Pick', [0]), { kind: 'multiple', options: [1, 1] })).toBe(false);
  });
});

describe('scores and standing', () => {
  it('sums to two decimals and ranks with ties sharing a rank', () => {
    expect(totalOf([1, -0.33, null, 2])).toBe(2.67);
    expect(standing(7, [9, 7, 7, 3])).toEqual({ rank: 2, percentile: 50 });
    expect(standing(9, [9, 7, 7, 3])).toEqual({ rank: 1, percentile: 88 });
    expect(standing(3, [3])).toEqual({ rank: 1, percentile: 50 });
  });

  it('shuffles into a permutation of the same items', () => {
    const items = Array.from({ length: 30 }, (_, index) => index);
    const order = shuffled(items);
    expect([...order].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled(items, () => 0)).not.toEqual(items);
  });
});
