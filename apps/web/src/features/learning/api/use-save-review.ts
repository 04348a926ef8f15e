import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewEndpoints } from '@tutorium/contract/endpoints/reviews';
import { type ReviewInput, reviewMessages } from '@tutorium/contract/reviews';
import toast from 'react-hot-toast';
import { callEndpoint } from '../../../lib/endpoint-client';
import { courseReviewsQuery } from '../../../lib/use-course-reviews';
import { learningMessages } from './learning-messages';
import { courseKeys } from './query-keys';

/**
 * Writes the student's review, or saves their edit of it. It shows as theirs at once, which
 * replaces the form, so the thanks and `onSaved` come from here rather than from the form; the
 * list, its rating summary and the course's rating then refresh.
 */
export function useSaveReview(courseId: string, editing: boolean, onSaved: () => void) {
  const queryClient = useQueryClient();
  const key = courseReviewsQuery(courseId).queryKey;
  return useMutation({
    mutationFn: (body: ReviewInput) =>
      callEndpoint(editing ? reviewEndpoints.updateMine : reviewEndpoints.create, {
        params: { courseId },
        body,
        fallbackMessage: learningMessages.reviewFailed,
      }),
    onSuccess: ({ data, message }) => {
      toast.success(message || (editing ? reviewMessages.updated : reviewMessages.created));
      onSaved();
      queryClient.setQueryData(key, (list) =>
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
