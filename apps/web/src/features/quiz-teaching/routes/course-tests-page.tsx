import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { quizEndpoints } from '@tutorium/contract/endpoints/quizzes';
import type { Quiz } from '@tutorium/contract/quizzes';
import { BarChart3, FileQuestion, Library, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ManagedCourseScreen } from '../../../components/course/course-gate';
import { QueryView } from '../../../components/list-screen/query-view';
import { PanelSpinner } from '../../../components/panel/panel';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { type StatColumn, StatColumnTable } from '../../../components/ui/stat-table';
import { TextLink } from '../../../components/ui/text-link';
import { reportFormError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { useCourseQuizzes, useQuestionBank } from '../api/use-quiz-teaching';
import { QuizForm } from '../components/quiz-form';
import { ReleaseState } from '../components/release-state';

function TestsScreen({ course }: { course: Course }) {
  const { t } = useLingui();
  const courseTitle = course.title;
  const quizzes = useCourseQuizzes(course.id);
  const bank = useQuestionBank(course.id);
  const [writing, setWriting] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Quiz | null>(null);
  const remove = useEndpointMutation(quizEndpoints.delete, {
    input: (id: string) => ({ params: { id } }),
    invalidateAfter: 'settled',
  });
  const editing = quizzes.data?.find((quiz) => quiz.id === editingId);
  // The form picks from the bank: it waits for it, and says so if it cannot be loaded.
  const formFor = (quiz?: Quiz) => (
    <QueryView
      query={bank}
      loadingLabel={t`Loading questions`}
      loading={<PanelSpinner label={t`Loading questions`} />}
      isEmpty={() => false}
    >
      {(answer) => (
        <QuizForm
          key={quiz?.id ?? 'new'}
          courseId={course.id}
          questions={answer.data}
          tags={answer.tags}
          editing={quiz}
          onDone={() => (quiz ? setEditingId(null) : setWriting(false))}
        />
      )}
    </QueryView>
  );

  const columns: StatColumn<Quiz>[] = [
    {
      heading: t`Test`,
      rowHeader: true,
      cell: (quiz) => (
        <TextLink to={href('teacher.testResults', { id: quiz.id })} className="font-medium break-words">
          {quiz.title}
        </TextLink>
      ),
    },
    {
      heading: t`Window`,
      cell: (quiz) => (
        <span className="block">
          <time dateTime={quiz.opensAt}>{formatDateTime(quiz.opensAt)}</time> –{' '}
          <time dateTime={quiz.closesAt}>{formatDateTime(quiz.closesAt)}</time>
        </span>
      ),
    },
    {
      heading: t`Time limit`,
      cell: (quiz) => {
        const minutes = quiz.timeLimitMinutes;
        return t`${minutes} min`;
      },
    },
    { heading: t`Attempts`, cell: (quiz) => quiz.attemptsAllowed },
    { heading: t`Questions`, cell: (quiz) => quiz.questionCount },
    { heading: t`Submitted`, cell: (quiz) => quiz.submittedAttempts ?? '—' },
    { heading: t`Results`, cell: (quiz) => <ReleaseState quiz={quiz} /> },
    {
      heading: t`Actions`,
      cell: (quiz) => {
        const what = quiz.title;
        return (
          <div className="flex flex-wrap gap-2">
            <LinkButton
              to={href('teacher.testResults', { id: quiz.id })}
              variant="secondary"
              size="sm"
              icon={BarChart3}
            >
              <Trans>
                Results<span className="sr-only"> of {what}</span>
              </Trans>
            </LinkButton>
            <Button
              variant="secondary"
              size="sm"
              icon={Pencil}
              onClick={() => {
                setWriting(false);
                setEditingId(quiz.id);
              }}
            >
              <Trans>
                Edit<span className="sr-only"> {what}</span>
              </Trans>
            </Button>
            <Button variant="danger" size="sm" icon={Trash2} onClick={() => setDeleting(quiz)}>
              <Trans>
                Delete<span className="sr-only"> {what}</span>
              </Trans>
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <BackLink to={href('teacher.courseDetail', { courseId: course.id })} className="mb-4">
        <Trans>Back to {courseTitle}</Trans>
      </BackLink>
      <PageHeader
        title={t`Tests: ${courseTitle}`}
        description={t`Timed tests built from the question bank; students take them in the window you set.`}
        actions={
          <div className="flex flex-wrap gap-2">
            <LinkButton
              to={href('teacher.courseQuestions', { courseId: course.id })}
              variant="secondary"
              icon={Library}
            >
              <Trans>Question bank</Trans>
            </LinkButton>
            {!writing && (
              <Button
                icon={Plus}
                onClick={() => {
                  setEditingId(null);
                  setWriting(true);
                }}
              >
                <Trans>New test</Trans>
              </Button>
            )}
          </div>
        }
      />
      <div className="space-y-6">
        {writing && formFor()}
        {editing && formFor(editing)}
        <QueryView
          query={quizzes}
          loadingLabel={t`Loading tests`}
          loading={<PanelSpinner label={t`Loading tests`} />}
          empty={
            <EmptyState
              icon={FileQuestion}
              title={t`No tests yet`}
              description={t`Add questions to the bank, then build a test from them.`}
            />
          }
        >
          {(list) => (
            <StatColumnTable
              caption={t`Tests of ${courseTitle}`}
              columns={columns}
              rows={list}
              keyOf={(quiz) => quiz.id}
              cards
            />
          )}
        </QueryView>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete this test?`}
        description={t`Its attempts and results are deleted with it. The questions stay in the bank.`}
        confirmLabel={t`Delete test`}
        destructive
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting === null) return;
          remove.mutate(deleting.id, {
            onSuccess: ({ message }) => {
              toast.success(message);
              if (editingId === deleting.id) setEditingId(null);
            },
            onError: (error) => reportFormError(error, quizEndpoints.delete.fallbackMessage),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}

export function CourseTestsPage() {
  return <ManagedCourseScreen>{(course) => <TestsScreen course={course} />}</ManagedCourseScreen>;
}
