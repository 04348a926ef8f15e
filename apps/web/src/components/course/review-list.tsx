import { Trans, useLingui } from '@lingui/react/macro';
import type { Review } from '@tutorium/contract/reviews';
import { MessageSquareReply } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { StarRating } from '../ui/star-rating';

/** The id of a review's reply, which takes focus (tabIndex -1) so a screen can move there once a reply is posted. */
export const replyElementId = (reviewId: string) => `review-reply-${reviewId}`;

interface ReviewListProps {
  reviews: readonly Review[];
  /** Who replies to reviews, shown over each reply, e.g. the course's teacher. */
  replierName: string;
  /** Extra content under a review that has no reply yet, such as the teacher's reply form. */
  renderUnanswered?: (review: Review) => ReactNode;
  /** Names the list for screen readers, e.g. "Reviews of Algebra". */
  label: string;
}

/** Reviews newest first: stars, comment, student and date, with the teacher's reply under the review. */
export function ReviewList({ reviews, replierName, renderUnanswered, label }: ReviewListProps) {
  const { t } = useLingui();
  return (
    <ul aria-label={label} className="divide-y divide-slate-100">
      {reviews.map((review) => {
        const student = review.student.name;
        return (
          <li key={review.id} className="py-4 first:pt-0 last:pb-0">
            <article aria-label={t`Review by ${student}`}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <StarRating value={review.rating} />
                <p className="text-sm font-medium text-slate-900">{review.student.name}</p>
                <p className="text-sm text-slate-600">
                  <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                </p>
              </div>
              {review.comment !== '' && (
                <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-800">{review.comment}</p>
              )}
              {review.reply !== null ? (
                <div
                  id={replyElementId(review.id)}
                  tabIndex={-1}
                  className="mt-3 rounded-lg border-l-4 border-indigo-300 bg-indigo-50/60 p-3 focus:outline-2 focus:outline-indigo-600"
                >
                  <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-slate-900">
                    <MessageSquareReply className="size-4 text-indigo-700" aria-hidden="true" />
                    <Trans>Reply from {replierName}</Trans>
                    {review.repliedAt !== null && (
                      <time dateTime={review.repliedAt} className="font-normal text-slate-600">
                        {formatDate(review.repliedAt)}
                      </time>
                    )}
                  </p>
                  <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-800">{review.reply}</p>
                </div>
              ) : (
                renderUnanswered?.(review)
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
