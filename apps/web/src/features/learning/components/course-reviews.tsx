import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { type Review, reviewMessages } from '@tutorium/contract/reviews';
import { Pencil, Star } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ReviewList } from '../../../components/course/review-list';
import { ReviewsPanel } from '../../../components/panel/reviews-panel';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { contractText } from '../../../lib/contract-text';
import { useCourseReviews } from '../../../lib/use-course-reviews';
import { ReviewForm } from './review-form';

interface MyReviewProps {
  courseId: string;
  review: Review;
  /** The course's teacher, who may have replied. */
  replierName: string;
  /** Just written: the review takes focus from the form it replaces. */
  focusOnMount: boolean;
}

function MyReview({ courseId, review, replierName, focusOnMount }: MyReviewProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [returnFocus, setReturnFocus] = useState(focusOnMount);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (returnFocus && !editing) {
      headingRef.current?.focus();
      setReturnFocus(false);
    }
  }, [returnFocus, editing]);

  const close = () => {
    setEditing(false);
    setReturnFocus(true);
  };

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-indigo-200 bg-indigo-50/50 p-4">
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mb-2 text-base font-semibold text-slate-900 focus:outline-none"
      >
        {editing ? t`Edit your review` : t`Your review`}
      </h3>
      {editing ? (
        <ReviewForm courseId={courseId} review={review} onSaved={close} onCancel={close} />
      ) : (
        <>
          <ReviewList label={t`Your review`} reviews={[review]} replierName={replierName} />
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => setEditing(true)} icon={Pencil}>
            <Trans>Edit review</Trans>
          </Button>
        </>
      )}
    </section>
  );
}

function WriteReview({ courseId, onSaved }: { courseId: string; onSaved: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="mb-3 text-base font-semibold text-slate-900">
        <Trans>Write a review</Trans>
      </h3>
      <ReviewForm courseId={courseId} review={null} onSaved={onSaved} />
    </section>
  );
}

/**
 * The course's rating and reviews with the teacher's replies; an enrolled student who took part
 * writes a review here, or edits theirs.
 */
export function CourseReviews({ course }: { course: Course }) {
  const { t } = useLingui();
  const reviews = useCourseReviews(course.id);
  const title = course.title;
  const enrolled = course.isEnrolled === true;
  const [written, setWritten] = useState(false);
  const mineId = reviews.data?.mine?.id;
  const others = reviews.data?.data.filter((review) => review.id !== mineId) ?? [];

  return (
    <ReviewsPanel reviews={reviews} className="p-4 sm:p-6">
      {(answer) => (
        <div className="space-y-4">
          {answer.mine ? (
            <MyReview
              courseId={course.id}
              review={answer.mine}
              replierName={course.instructor.name}
              focusOnMount={written}
            />
          ) : answer.canReview ? (
            <WriteReview courseId={course.id} onSaved={() => setWritten(true)} />
          ) : (
            enrolled && <p className="text-sm text-slate-700">{contractText(reviewMessages.noActivity)}.</p>
          )}
          {answer.data.length === 0 ? (
            <EmptyState icon={Star} title={contractText(reviewMessages.noReviews)} />
          ) : (
            others.length > 0 && (
              <ReviewList label={t`Reviews of ${title}`} reviews={others} replierName={course.instructor.name} />
            )
          )}
        </div>
      )}
    </ReviewsPanel>
  );
}
