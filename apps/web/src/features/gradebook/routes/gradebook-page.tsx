import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { gradebookEndpoints } from '@tutorium/contract/endpoints/gradebook';
import type { Gradebook } from '@tutorium/contract/gradebook';
import { Download, SlidersHorizontal, Table2, Users } from 'lucide-react';
import { useState } from 'react';
import { ManagedCourseScreen } from '../../../components/course/course-gate';
import { QueryView } from '../../../components/list-screen/query-view';
import { PanelSpinner } from '../../../components/panel/panel';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { reportFormError } from '../../../lib/form-errors';
import { href } from '../../../lib/href';
import { useExportGradebook, useGradebook } from '../api/use-gradebook';
import { GradebookTable } from '../components/gradebook-table';
import { SetupForm } from '../components/setup-form';

const isEmpty = (gradebook: Gradebook) => gradebook.columns.length === 0 || gradebook.rows.length === 0;

function GradebookScreen({ course }: { course: Course }) {
  const { t } = useLingui();
  const courseTitle = course.title;
  const gradebook = useGradebook(course.id);
  const exporter = useExportGradebook(course.id);
  const [settingUp, setSettingUp] = useState(false);
  return (
    <>
      <BackLink to={href('teacher.courseDetail', { courseId: course.id })} className="mb-4">
        <Trans>Back to {courseTitle}</Trans>
      </BackLink>
      <PageHeader
        title={t`Gradebook: ${courseTitle}`}
        description={t`Every student's released marks, their category averages and their course grade.`}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              icon={SlidersHorizontal}
              aria-expanded={settingUp}
              disabled={gradebook.data === undefined}
              onClick={() => setSettingUp((open) => !open)}
            >
              <Trans>Set up</Trans>
            </Button>
            <Button
              variant="secondary"
              icon={Download}
              loading={exporter.isPending}
              onClick={() =>
                exporter.mutate(undefined, {
                  onError: (error) => reportFormError(error, gradebookEndpoints.export.fallbackMessage),
                })
              }
            >
              <Trans>Download CSV</Trans>
            </Button>
          </div>
        }
      />
      <div className="space-y-6">
        {settingUp && gradebook.data !== undefined && (
          <SetupForm courseId={course.id} gradebook={gradebook.data} onDone={() => setSettingUp(false)} />
        )}
        <QueryView
          query={gradebook}
          loadingLabel={t`Loading the gradebook`}
          loading={<PanelSpinner label={t`Loading the gradebook`} />}
          isEmpty={isEmpty}
          empty={(data) =>
            data.columns.length === 0 ? (
              <EmptyState
                icon={Table2}
                title={t`No columns yet`}
                description={t`Set assignments or tests for this course, or give course scores, and their marks show here.`}
              />
            ) : (
              <EmptyState
                icon={Users}
                title={t`No students enrolled yet`}
                description={t`Each student enrolled in the course gets a row here.`}
              />
            )
          }
        >
          {(data) => <GradebookTable gradebook={data} courseTitle={courseTitle} />}
        </QueryView>
      </div>
    </>
  );
}

/** A course's gradebook for its teacher or an admin: the marks table, its setup and the CSV. */
export function GradebookPage() {
  return <ManagedCourseScreen>{(course) => <GradebookScreen course={course} />}</ManagedCourseScreen>;
}
