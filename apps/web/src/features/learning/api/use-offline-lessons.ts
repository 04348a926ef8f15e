import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lesson } from '@tutorium/contract/lessons';
import { listSavedLessons, offlineRoom, removeAllSavedLessons, removeSavedLesson, saveLesson } from './offline-lessons';

const savedLessonsKey = ['offline-lessons'] as const;

/*
 * These read and write the browser's cache, not the server: they run offline as well
 * (networkMode 'always'), so nothing waits for a connection or is queued to run later, and the
 * answer is never kept in the persisted query cache (`keepOffline: false`), only in the lessons' cache.
 */

/** The kept lessons and the room they take, read from this device. */
export const useSavedLessons = () =>
  useQuery({
    queryKey: savedLessonsKey,
    queryFn: async () => {
      const lessons = await listSavedLessons();
      return { lessons, room: await offlineRoom(lessons) };
    },
    networkMode: 'always',
    staleTime: 0,
    retry: false,
    meta: { keepOffline: false },
  });

function useOfflineMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedLessonsKey }),
  });
}

/** Keeps a lesson (its text and files) on this device. */
export const useKeepLessonOffline = () =>
  useOfflineMutation(
    ({ lesson, course, number }: { lesson: Lesson; course: { id: string; title: string }; number: number }) =>
      saveLesson(lesson, course, number),
  );

/** Forgets one kept lesson. */
export const useRemoveSavedLesson = () => useOfflineMutation((lessonId: string) => removeSavedLesson(lessonId));

/** Forgets every kept lesson. */
export const useRemoveAllSavedLessons = () => useOfflineMutation(() => removeAllSavedLessons());
