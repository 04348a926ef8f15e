import { describe, expect, it } from 'vitest';
import { markupInI18n } from '../../../test/unit/i18n';
import { RatingSummary, StarRating, StarRatingInput } from './star-rating';

describe('StarRating', () => {
  it('reads as the rating out of 5, with one decimal for an average', () => {
    expect(markupInI18n(<StarRating value={4} />)).toContain('aria-label="Rated 4 out of 5"');
    expect(markupInI18n(<StarRating value={4.25} />)).toContain('aria-label="Rated 4.3 out of 5"');
  });
});

describe('RatingSummary', () => {
  it('says "No reviews yet" rather than inventing a rating', () => {
    expect(markupInI18n(<RatingSummary average={null} count={0} />)).toContain('No reviews yet');
  });

  it('says "No reviews yet" for a course, whose answer leaves rating out without reviews', () => {
    const unrated: { rating?: number; reviewCount: number } = { reviewCount: 0 };
    const html = markupInI18n(<RatingSummary average={unrated.rating} count={unrated.reviewCount} />);
    expect(html).toContain('No reviews yet');
    expect(html).not.toContain('out of 5');
  });

  it('shows the average and the number of reviews', () => {
    const html = markupInI18n(<RatingSummary average={4.5} count={2} />);
    expect(html).toContain('4.5');
    expect(html).toContain('out of 5 (2 reviews)');
  });
});

describe('StarRatingInput', () => {
  it('is a labelled group of five radios named "1 star" to "5 stars"', () => {
    const html = markupInI18n(<StarRatingInput legend="Your rating" value={3} onChange={() => undefined} />);
    expect(html).toContain('<legend');
    expect(html.match(/type="radio"/g)).toHaveLength(5);
    expect(html).toContain('1 star<');
    expect(html).toContain('5 stars<');
    expect(html.match(/checked=""/g)).toHaveLength(1);
  });
});
