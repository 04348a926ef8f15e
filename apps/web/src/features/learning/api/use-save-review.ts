import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReviewInput, reviewMessages, reviewResponseSchema } from '@tutorium/contract/reviews';
import toast from 'react-hot-toast';
import { apiClient } from '../../../lib/api-client';
import { learningMessages } from './learning-messages';
import { courseKeys, reviewKeys } from './query-keys';
import type { ReviewListAnswer } from './use-reviews';

/**
 * Writes the student's review, or saves their edit of it. It shows as theirs at once, which
 * replaces the form, so the thanks and `onSaved` come from here rather than from the form; the
 * list, its rating summary and the course's rating then refresh.
 */
export function useSaveReview(courseId: string, editing: boolean, onSaved: () => void) {
  const queryClient = useQueryClient();
  const key = reviewKeys.list(courseId);
  const path = `/courses/${encodeURIComponent(courseId)}/reviews`;
  return useMutation({
    mutationFn: (body: ReviewInput) =>
      editing
        ? apiClient.put(`${path}/mine`, {
            schema: reviewResponseSchema,
            fallbackMessage: learningMessages.reviewFailed,
            body,
          })
        : apiClient.post(path, { schema: reviewResponseSchema, fallbackMessage: learningMessages.reviewFailed, body }),
    onSuccess: ({ data, message }) => {
      toast.success(message || (editing ? reviewMessages.updated : reviewMessages.created));
      onSaved();
      queryClient.setQueryData<ReviewListAnswer>(key, (list) =>
        list === undefined
          ? list
          : {
              ...list,
              mine: data,
              canReview: false,
              data: list.data.some((review) => review.id === data.id)
                ? list.data.map((review) => (review.id === data.id ? data : review))
                : [data, ...list.data],
            },
      );
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
      ]);
    },
  });
}
