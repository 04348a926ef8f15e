import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { questionEndpoints } from '@tutorium/contract/endpoints/questions';
import type { Question } from '@tutorium/contract/questions';
import { Download, Library, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ManagedCourseScreen } from '../../../components/course/course-gate';
import { QueryView } from '../../../components/list-screen/query-view';
import { PanelSpinner } from '../../../components/panel/panel';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { ChipList } from '../../../components/ui/chip-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { type StatColumn, StatColumnTable } from '../../../components/ui/stat-table';
import { reportFormError } from '../../../lib/form-errors';
import { href } from '../../../lib/href';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';
import { useExportQuestions, useQuestionBank } from '../api/use-quiz-teaching';
import { excerptOf } from '../components/excerpt';
import { ImportQuestions } from '../components/import-questions';
import { QuestionForm } from '../components/question-form';
import { useKindLabels } from '../components/question-kind';

function BankScreen({ course }: { course: Course }) {
  const { t } = useLingui();
  const kindLabels = useKindLabels();
  const courseTitle = course.title;
  const [tag, setTag] = useState('');
  const bank = useQuestionBank(course.id, tag === '' ? undefined : tag);
  const exporter = useExportQuestions(course.id);
  const [writing, setWriting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const remove = useEndpointMutation(questionEndpoints.delete, {
    input: (id: string) => ({ params: { id } }),
    invalidateAfter: 'settled',
  });
  const editing = bank.data?.data.find((question) => question.id === editingId);
  const tags = bank.data?.tags ?? [];

  const columns: StatColumn<Question>[] = [
    {
      heading: t`Question`,
      rowHeader: true,
      cell: (question) => (
        <span className="block break-words text-slate-900">{excerptOf(question.definition.prompt)}</span>
      ),
    },
    { heading: t`Type`, cell: (question) => kindLabels[question.definition.kind] },
    {
      heading: t`Tags`,
      cell: (question) =>
        question.definition.tags.length === 0 ? '—' : <ChipList label={t`Tags`} items={question.definition.tags} />,
    },
    { heading: t`Points`, cell: (question) => question.definition.points },
    {
      heading: t`Used by`,
      cell: (question) => {
        const count = question.usedByTests;
        return count === 1 ? t`1 test` : t`${count} tests`;
      },
    },
    {
      heading: t`Actions`,
      cell: (question) => {
        const what = excerptOf(question.definition.prompt);
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              icon={Pencil}
              onClick={() => {
                setWriting(false);
                setEditingId(question.id);
              }}
            >
              <Trans>
                Edit<span className="sr-only"> the question {what}</span>
              </Trans>
            </Button>
            <Button variant="danger" size="sm" icon={Trash2} onClick={() => setDeleting(question)}>
              <Trans>
                Delete<span className="sr-only"> the question {what}</span>
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
        title={t`Question bank: ${courseTitle}`}
        description={t`Write questions once and build tests from them, picked by hand or drawn at random by tag.`}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              icon={Download}
              loading={exporter.isPending}
              onClick={() =>
                exporter.mutate(undefined, {
                  onError: (error) => reportFormError(error, questionEndpoints.export.fallbackMessage),
                })
              }
            >
              <Trans>Export CSV</Trans>
            </Button>
            <Button
              variant="secondary"
              icon={Upload}
              aria-expanded={importing}
              onClick={() => setImporting((on) => !on)}
            >
              <Trans>Import CSV</Trans>
            </Button>
            {!writing && (
              <Button
                icon={Plus}
                onClick={() => {
                  setEditingId(null);
                  setWriting(true);
                }}
              >
                <Trans>New question</Trans>
              </Button>
            )}
          </div>
        }
      />
      <div className="space-y-6">
        {importing && <ImportQuestions courseId={course.id} onDone={() => setImporting(false)} />}
        {writing && <QuestionForm courseId={course.id} onDone={() => setWriting(false)} />}
        {editing && (
          <QuestionForm key={editing.id} courseId={course.id} editing={editing} onDone={() => setEditingId(null)} />
        )}
        {(tags.length > 0 || tag !== '') && (
          <div className="max-w-xs">
            <SelectField
              label={t`Tag`}
              value={tag}
              onChange={(event) => setTag(event.target.value)}
              options={[
                { value: '', label: t`All tags` },
                ...tags.map(({ tag: name, count }) => ({ value: name, label: t`${name} (${count})` })),
              ]}
            />
          </div>
        )}
        <QueryView
          query={bank}
          loadingLabel={t`Loading questions`}
          loading={<PanelSpinner label={t`Loading questions`} />}
          isEmpty={(answer) => answer.data.length === 0}
          empty={
            <EmptyState
              icon={Library}
              title={tag === '' ? t`No questions yet` : t`No questions with this tag`}
              description={t`Add a question, or import a CSV of them.`}
            />
          }
        >
          {(answer) => (
            <StatColumnTable
              caption={t`Questions of ${courseTitle}`}
              columns={columns}
              rows={answer.data}
              keyOf={(question) => question.id}
              cards
            />
          )}
        </QueryView>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete this question?`}
        description={t`A question that a test uses cannot be deleted: take it out of the tests first.`}
        confirmLabel={t`Delete question`}
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
            onError: (error) => reportFormError(error, questionEndpoints.delete.fallbackMessage),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}

export function QuestionBankPage() {
  return <ManagedCourseScreen>{(course) => <BankScreen course={course} />}</ManagedCourseScreen>;
}
