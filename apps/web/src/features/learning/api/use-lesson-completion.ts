import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { lessonEndpoints } from '@tutorium/contract/endpoints/lessons';
import { progressPercentage } from '@tutorium/contract/lessons';
import { LESSON_COMPLETION_KEY, type LessonCompletionWrite } from '../../../lib/offline/queued-writes';
import { useOnline } from '../../../lib/offline/use-online';
import { courseLessonsQuery, type LessonList } from '../../../lib/use-course-lessons';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

function withCompletion(list: LessonList, lessonId: string, completed: boolean): LessonList {
  const data = list.data.map((lesson) => (lesson.id === lessonId ? { ...lesson, completed } : lesson));
  const done = data.filter((lesson) => lesson.completed === true).length;
  return {
    data,
    progress: { completed: done, total: data.length, percentage: progressPercentage(done, data.length) },
  };
}

/**
 * Marks a lesson complete or not. The lesson and the progress bar change at once; the server's
 * answer (the whole list) then replaces them once no other toggle is still on its way, and a
 * refused change is put back. The course cards' progress and the review rights follow. Offline the
 * change waits, kept on the device, and is sent once the connection is back (lib/offline/queued-writes.ts).
 */
export function useLessonCompletion(courseId: string) {
  const queryClient = useQueryClient();
  const key = courseLessonsQuery(courseId).queryKey;
  const mutationKey = [...LESSON_COMPLETION_KEY, courseId] as const;
  return useEndpointMutation(lessonEndpoints.completion, {
    mutationKey,
    scope: { id: mutationKey.join(':') },
    input: ({ lessonId, completed }: { lessonId: string; completed: boolean }) => ({
      params: { id: lessonId },
      body: { completed },
    }),
    onMutate: async ({ lessonId, completed }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (list) => list && withCompletion(list, lessonId, completed));
    },
    onSuccess: ({ data, progress }) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, { data, progress });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
    invalidateAfter: 'settled',
  });
}

/** The course's lessons whose change is waiting for the connection, to be marked "Waiting to send". */
export function useLessonsWaitingToSend(courseId: string): readonly string[] {
  const online = useOnline();
  const waiting = useMutationState({
    // Paused: kept until the connection is back (a change queued behind another one is paused too, briefly, online).
    filters: { mutationKey: [...LESSON_COMPLETION_KEY, courseId], predicate: (mutation) => mutation.state.isPaused },
    select: (mutation) => (mutation.state.variables as LessonCompletionWrite).lessonId,
  });
  return online ? [] : waiting;
}
