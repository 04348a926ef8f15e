import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type CourseDependents, courseMessages } from '@tutorium/contract/courses';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { readsOf, readsTagged, staleAfter } from '../../../lib/endpoint-query';
import { reportFormError } from '../../../lib/form-errors';
import { useConfirmedDeletion } from '../../../lib/use-confirmed-deletion';
import { courseQuery } from '../../../lib/use-course';
import { fetchCourseDependents, useDeleteCourse } from '../api/use-delete-course';

interface CourseToDelete {
  id: string;
  title: string;
}

interface CourseWithDependents extends CourseToDelete {
  dependents: CourseDependents;
}

interface CourseDeletion {
  /** Looks up what goes with the course, then asks for confirmation. */
  askToDelete: (course: CourseToDelete) => void;
  /** The course whose dependents are being looked up, for a spinner on its button. */
  checkingId: string | null;
  dialog: ReactNode;
}

/** The confirmation's words: the course and what goes with it ("3 enrolments"). */
function DeletionDescription({
  title,
  dependents: { enrolments, attendanceRecords, liveClasses },
}: CourseWithDependents) {
  const { t } = useLingui();
  const enrolmentCount = t`${plural(enrolments, { one: '# enrolment', other: '# enrolments' })}`;
  const recordCount = t`${plural(attendanceRecords, { one: '# attendance record', other: '# attendance records' })}`;
  const liveClassCount = t`${plural(liveClasses, { one: '# live class', other: '# live classes' })}`;
  return (
    <p>
      <Trans>
        This permanently deletes <strong className="font-semibold text-slate-900">{title}</strong> with its{' '}
        {enrolmentCount}, {recordCount} and {liveClassCount}.
      </Trans>
    </p>
  );
}

/**
 * The delete flow shared by the list and the detail page (docs/product.md §4): the confirmation names
 * how many enrolments, attendance records and live classes go with the course.
 */
export function useCourseDeletion(onDeleted?: () => Promise<void> | void): CourseDeletion {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [checkingId, setCheckingId] = useState<string | null>(null);
  const deletion = useConfirmedDeletion<CourseWithDependents>(useDeleteCourse(), {
    doneMessage: courseMessages.deleted,
    failedMessage: courseEndpoints.delete.fallbackMessage,
    keepOpenOnError: true,
    afterDelete: async ({ id }) => {
      await onDeleted?.();
      queryClient.removeQueries({ queryKey: courseQuery(id).queryKey });
      queryClient.removeQueries(readsOf(courseEndpoints.dependents));
      await queryClient.invalidateQueries(readsTagged(staleAfter(courseEndpoints.delete)));
    },
  });

  const askToDelete = ({ id, title }: CourseToDelete) => {
    setCheckingId(id);
    fetchCourseDependents(queryClient, id)
      .then((dependents) => deletion.ask({ id, title, dependents }))
      .catch((error: unknown) => reportFormError(error, courseEndpoints.delete.fallbackMessage))
      .finally(() => setCheckingId(null));
  };

  const pending = deletion.item;
  const dialog = (
    <ConfirmDialog
      {...deletion.dialog}
      title={t`Delete course?`}
      description={pending && <DeletionDescription {...pending} />}
      confirmLabel={t`Delete`}
    />
  );

  return { askToDelete, checkingId, dialog };
}
