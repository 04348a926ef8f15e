import { Trans, useLingui } from '@lingui/react/macro';
import { reviewEndpoints } from '@tutorium/contract/endpoints/reviews';
import { type Review, reviewInputSchema } from '@tutorium/contract/reviews';
import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { StarRatingInput } from '../../../components/ui/star-rating';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveReview } from '../api/use-save-review';

interface ReviewFormProps {
  courseId: string;
  /** The student's review being edited; without one the form writes a new review. */
  review: Review | null;
  onSaved: () => void;
  onCancel?: () => void;
}

/** A 1–5 star rating and an optional comment. Editing starts on the chosen star. */
export function ReviewForm({ courseId, review, onSaved, onCancel }: ReviewFormProps) {
  const { t } = useLingui();
  const editing = review !== null;
  const save = useSaveReview(courseId, editing, onSaved);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useContractForm({
    schema: reviewInputSchema,
    defaultValues: { rating: review?.rating ?? 0, comment: review?.comment ?? '' },
    failureMessage: reviewEndpoints.create.fallbackMessage,
  });

  useEffect(() => {
    if (editing) formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
  }, [editing]);

  const onSubmit = form.submitTo(save, (values) => values);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRatingInput
            legend={t`Your rating`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextareaField
        label={t`Comment (optional)`}
        rows={4}
        hint={t`What did you like, and what could be better?`}
        {...form.field('comment')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={form.submitting}>
          {editing ? t`Save Review` : t`Submit Review`}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={form.submitting}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
