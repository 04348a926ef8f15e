import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { lessonEndpoints } from '@tutorium/contract/endpoints/lessons';
import { type Lesson, lessonMessages } from '@tutorium/contract/lessons';
import { BookOpen, GraduationCap } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ManagedCourseScreen } from '../../../components/course/course-gate';
import { QueryView } from '../../../components/list-screen/query-view';
import { PanelSpinner } from '../../../components/panel/panel';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { reportFormError } from '../../../lib/form-errors';
import { href } from '../../../lib/href';
import { useConfirmedDeletion } from '../../../lib/use-confirmed-deletion';
import { useDeleteLesson } from '../api/use-delete-lesson';
import { useLessons } from '../api/use-lessons';
import { useReorderLessons } from '../api/use-reorder-lessons';
import { BackToCourse } from '../components/back-to-course';
import { LessonForm } from '../components/lesson-form';
import { LessonOrderList, lessonButtonId, type MoveDirection } from '../components/lesson-order-list';

/** Where focus goes once the list shows the change: a row's button, or the list heading. */
interface PendingFocus {
  elementId: string;
  /** Wait until this lesson sits at this index (a move shows a moment after the click). */
  lessonId?: string;
  index?: number;
}

function LessonsScreen({ course }: { course: Course }) {
  const { t } = useLingui();
  const lessons = useLessons(course.id);
  const reorder = useReorderLessons(course.id);
  const removal = useDeleteLesson(course.id);
  const [editing, setEditing] = useState<Lesson | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [pendingFocus, setPendingFocus] = useState<PendingFocus | null>(null);
  const listHeadingId = useId();
  const formHeadingId = useId();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (pendingFocus === null) return;
    const { elementId, lessonId, index } = pendingFocus;
    if (lessonId !== undefined && lessons.data?.[index ?? -1]?.id !== lessonId) return;
    const element = document.getElementById(elementId) ?? listHeadingRef.current;
    element?.focus();
    setPendingFocus(null);
  }, [pendingFocus, lessons.data]);

  const move = (lesson: Lesson, direction: MoveDirection) => {
    const list = lessons.data ?? [];
    const from = list.findIndex((item) => item.id === lesson.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= list.length) return;
    const next = [...list];
    next.splice(from, 1);
    next.splice(to, 0, lesson);
    // At either end the button pressed turns disabled; focus then moves to the row's other one.
    const focusOn: MoveDirection = to === 0 ? 'down' : to === next.length - 1 ? 'up' : direction;
    setPendingFocus({ elementId: lessonButtonId(lesson.id, focusOn), lessonId: lesson.id, index: to });
    const { title } = lesson;
    const position = to + 1;
    const total = next.length;
    setAnnouncement(t`${title} moved to position ${position} of ${total}.`);
    reorder.mutate(next, {
      onSuccess: ({ message }) => {
        toast.success(message || lessonMessages.reordered, { id: 'lesson-order' });
      },
      onError: (error) => reportFormError(error, lessonEndpoints.reorder.fallbackMessage),
    });
  };

  const finishEditing = (lesson: Lesson | null) => {
    const edited = editing;
    setEditing(null);
    if (edited !== null) setPendingFocus({ elementId: lessonButtonId((lesson ?? edited).id, 'edit') });
  };

  const deletion = useConfirmedDeletion<Lesson>(removal, {
    doneMessage: lessonMessages.deleted,
    failedMessage: lessonEndpoints.delete.fallbackMessage,
    focusAfter: listHeadingRef,
    afterDelete: (lesson) => {
      if (editing?.id === lesson.id) setEditing(null);
    },
  });

  const count = lessons.data?.length ?? 0;
  const courseTitle = course.title;
  const editingTitle = editing?.title;
  const deletingTitle = deletion.item?.title;

  return (
    <>
      <BackToCourse course={course} />
      <PageHeader
        title={t`Lessons: ${courseTitle}`}
        description={t`Write the lessons of this course and put them in the order students should take them.`}
        link={{ to: href('teacher.courseScores', { courseId: course.id }), label: t`Scores`, icon: GraduationCap }}
      />

      <div className="space-y-6">
        <Card className="overflow-hidden">
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 px-4 py-4 sm:px-6">
            <h2
              id={listHeadingId}
              ref={listHeadingRef}
              tabIndex={-1}
              className="text-lg font-semibold text-slate-900 focus:outline-none"
            >
              <Trans>Lesson order</Trans>
            </h2>
            {lessons.isSuccess && (
              <p className="text-sm text-slate-600">{t`${plural(count, { one: '# lesson', other: '# lessons' })}`}</p>
            )}
          </div>
          <QueryView
            query={lessons}
            loadingLabel={t`Loading lessons`}
            loading={<PanelSpinner label={t`Loading lessons`} />}
            stateClassName="p-4 sm:p-6"
            empty={
              <EmptyState
                icon={BookOpen}
                title={t`No lessons yet`}
                description={t`Add the first lesson with the form below; students see the lessons in this order.`}
              />
            }
          >
            {(rows) => (
              <LessonOrderList
                lessons={rows}
                editingId={editing?.id ?? null}
                onMove={move}
                onEdit={setEditing}
                onDelete={deletion.ask}
              />
            )}
          </QueryView>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </Card>

        <Card className="p-4 sm:p-6">
          <section aria-labelledby={formHeadingId}>
            <h2 id={formHeadingId} className="mb-4 text-lg font-semibold break-words text-slate-900">
              {editing === null ? t`Add Lesson` : t`Edit Lesson: ${editingTitle}`}
            </h2>
            <LessonForm key={editing?.id ?? 'new'} courseId={course.id} lesson={editing} onEditDone={finishEditing} />
          </section>
        </Card>
      </div>

      <ConfirmDialog
        {...deletion.dialog}
        title={t`Delete lesson?`}
        description={
          <p>
            <Trans>
              <strong>{deletingTitle}</strong> will be deleted, along with the students' record of completing it. The
              other lessons close up.
            </Trans>
          </p>
        }
        confirmLabel={t`Delete Lesson`}
      />
    </>
  );
}

export function LessonsPage() {
  return <ManagedCourseScreen>{(course) => <LessonsScreen course={course} />}</ManagedCourseScreen>;
}
