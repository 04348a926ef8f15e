import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ReviewListAnswer } from '../../lib/use-course-reviews';
import { RatingSummary } from '../ui/star-rating';
import { QueryPanel } from './panel';

interface ReviewsPanelProps {
  /** The course's reviews (useCourseReviews), read by the caller, which may act on them too. */
  reviews: UseQueryResult<ReviewListAnswer, Error>;
  className?: string;
  /** The reviews, once they are in: the list, and whatever the screen lets its user do with them. */
  children: (answer: ReviewListAnswer) => ReactNode;
}

/** A course's "Reviews" card: the rating beside the heading once there are reviews, then the screen's list. */
export function ReviewsPanel({ reviews, className, children }: ReviewsPanelProps) {
  const { t } = useLingui();
  return (
    <QueryPanel
      title={t`Reviews`}
      className={className}
      aside={reviews.isSuccess && reviews.data.summary.count > 0 && <RatingSummary {...reviews.data.summary} />}
      query={reviews}
      loadingLabel={t`Loading reviews`}
    >
      {children}
    </QueryPanel>
  );
}
