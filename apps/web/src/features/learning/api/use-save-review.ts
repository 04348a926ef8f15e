import { reviewEndpoints } from '@tutorium/contract/endpoints/reviews';
import { type ReviewInput, reviewMessages } from '@tutorium/contract/reviews';
import toast from 'react-hot-toast';
import { courseReviewsQuery } from '../../../lib/use-course-reviews';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/**
 * Writes the student's review, or saves their edit of it. It shows as theirs at once, which
 * replaces the form, so the thanks and `onSaved` come from here rather than from the form; the
 * list, its rating summary and the course's rating then refresh.
 */
export function useSaveReview(courseId: string, editing: boolean, onSaved: () => void) {
  const key = courseReviewsQuery(courseId).queryKey;
  return useEndpointMutation(editing ? reviewEndpoints.updateMine : reviewEndpoints.create, {
    input: (body: ReviewInput) => ({ params: { courseId }, body }),
    onSuccess: ({ data, message }, _body, _onMutateResult, { client }) => {
      toast.success(message || (editing ? reviewMessages.updated : reviewMessages.created));
      onSaved();
      client.setQueryData(key, (list) =>
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
    invalidateAfter: 'settled',
  });
}
