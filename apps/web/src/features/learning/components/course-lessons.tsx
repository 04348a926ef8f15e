import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { lessonEndpoints } from '@tutorium/contract/endpoints/lessons';
import { COMPLETED_AT, type Lesson, lessonMessages } from '@tutorium/contract/lessons';
import { BookOpen } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { QueryView } from '../../../components/list-screen/query-view';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { reportFormError } from '../../../lib/form-errors';
import { useOnline } from '../../../lib/offline/use-online';
import { type LessonList, useCourseLessons } from '../../../lib/use-course-lessons';
import { useLessonCompletion, useLessonsWaitingToSend } from '../api/use-lesson-completion';
import { LessonItem } from './lesson-item';
import { OfflineLessonToggle } from './offline-lesson-toggle';
import { SavedCourseLessons } from './saved-course-lessons';

function CourseProgress({ course, progress }: { course: Course; progress: NonNullable<LessonList['progress']> }) {
  const { t } = useLingui();
  const title = course.title;
  const { completed, total, percentage } = progress;
  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Your progress</Trans>
        </h2>
        {progress.percentage >= COMPLETED_AT && (
          <Badge tone="green">
            <Trans>Completed</Trans>
          </Badge>
        )}
      </div>
      <ProgressBar
        value={progress.percentage}
        label={t`Progress in ${title}`}
        caption={t`${percentage}% complete (${completed} of ${plural(total, { one: '# lesson', other: '# lessons' })})`}
      />
    </Card>
  );
}

/** The first lesson not yet completed starts open: where the student left off. */
const firstOpen = (lessons: readonly Lesson[]): Set<string> => {
  const next = lessons.find((lesson) => lesson.completed !== true);
  return new Set(next ? [next.id] : []);
};

function LessonSequence({ course, lessons }: { course: Course; lessons: readonly Lesson[] }) {
  const completion = useLessonCompletion(course.id);
  const waiting = useLessonsWaitingToSend(course.id);
  const [openIds, setOpenIds] = useState(() => firstOpen(lessons));

  const toggleOpen = (lessonId: string) =>
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (!next.delete(lessonId)) next.add(lessonId);
      return next;
    });

  const toggleComplete = (lesson: Lesson, completed: boolean) =>
    completion.mutate(
      { lessonId: lesson.id, completed },
      {
        onSuccess: ({ message }) => {
          toast.success(message || (completed ? lessonMessages.completed : lessonMessages.uncompleted), {
            id: 'lesson-completion',
          });
        },
        onError: (error) => reportFormError(error, lessonEndpoints.completion.fallbackMessage),
      },
    );

  return (
    <ol className="space-y-3">
      {lessons.map((lesson, index) => (
        <li key={lesson.id}>
          <LessonItem
            lesson={lesson}
            number={index + 1}
            open={openIds.has(lesson.id)}
            onToggleOpen={() => toggleOpen(lesson.id)}
            onToggleComplete={(completed) => toggleComplete(lesson, completed)}
            waitingToSend={waiting.includes(lesson.id)}
            offlineAction={<OfflineLessonToggle lesson={lesson} course={course} number={index + 1} />}
          />
        </li>
      ))}
    </ol>
  );
}

/** For an enrolled student: their progress and the course's lessons, in the teacher's order. */
export function CourseLessons({ course }: { course: Course }) {
  const { t } = useLingui();
  const online = useOnline();
  const lessons = useCourseLessons(course.id);
  const headingId = useId();

  return (
    <div className="space-y-6">
      {lessons.isSuccess && lessons.data.progress !== null && lessons.data.progress.total > 0 && (
        <CourseProgress course={course} progress={lessons.data.progress} />
      )}
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
          <Trans>Lessons</Trans>
        </h2>
        <QueryView
          query={lessons}
          loadingLabel={t`Loading lessons`}
          loading={
            <Card className="flex justify-center p-8">
              <Spinner label={t`Loading lessons`} />
            </Card>
          }
          isEmpty={(answer) => answer.data.length === 0}
          empty={
            <EmptyState
              icon={BookOpen}
              title={t`This course has no lessons yet`}
              description={t`Your teacher has not added lessons yet; they will show here.`}
            />
          }
        >
          {(answer) => <LessonSequence course={course} lessons={answer.data} />}
        </QueryView>
        {(lessons.isError || (lessons.isPending && !online)) && <SavedCourseLessons courseId={course.id} />}
      </section>
    </div>
  );
}
