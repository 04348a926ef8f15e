import { describe, expect, it } from 'vitest';
import { markupInI18n } from '../../../test/unit/i18n';
import { GradeScaleLegend } from './grade-scale';

describe('GradeScaleLegend', () => {
  it('lists each grade with its score range, from the contract scale', () => {
    const text = markupInI18n(<GradeScaleLegend />).replace(/<[^>]+>/g, ' ');
    for (const [grade, range] of [
      ['A', '90–100'],
      ['B', '80–89'],
      ['C', '70–79'],
      ['D', '60–69'],
      ['F', '0–59'],
    ]) {
      expect(text).toMatch(new RegExp(`${grade}\\s+${range}`));
    }
  });
});
