import { useLingui } from '@lingui/react/macro';
import { attendanceMessages } from '@tutorium/contract/attendance';
import { CalendarSearch, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Spinner } from '../../../components/ui/spinner';
import { formatCalendarDate } from '../../../lib/format';
import { useCourseRoster } from '../api/use-course-roster';
import { MarkingActions } from './marking-actions';
import { MarkingForm } from './marking-form';
import { RosterTable } from './roster-table';

interface AttendanceSheetProps {
  /** Undefined until a course is chosen. */
  courseId: string | undefined;
  /** Undefined while the date field is empty. */
  date: string | undefined;
  marking: boolean;
  onLeaveMarking: () => void;
  /** Shown in place of the register, and toasted on Save, while the course or the date is missing. */
  selectionPrompt: { title: string; message: string };
}

const refuse = (message: string) => () => toast.error(message, { id: message });

/** One course's register for one date: the saved records in view mode, the marking form in marking mode. */
export function AttendanceSheet({ courseId, date, marking, onLeaveMarking, selectionPrompt }: AttendanceSheetProps) {
  const { t } = useLingui();
  const roster = useCourseRoster(courseId, date);

  let body: ReactNode;
  let onSave: (() => void) | undefined;
  if (courseId === undefined || date === undefined) {
    body = <EmptyState icon={CalendarSearch} title={selectionPrompt.title} />;
    onSave = refuse(selectionPrompt.message);
  } else if (roster.isPending) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner size="lg" label={t`Loading attendance`} />
      </div>
    );
  } else if (roster.isError) {
    body = <ErrorPanel message={roster.error.message} onRetry={() => void roster.refetch()} />;
  } else if (roster.data.roster.length === 0) {
    const { courseTitle } = roster.data;
    const day = formatCalendarDate(date);
    body = (
      <EmptyState
        icon={UserX}
        title={t`No students to mark`}
        description={t`Nobody was enrolled in ${courseTitle} on ${day}.`}
      />
    );
    onSave = refuse(attendanceMessages.noData);
  } else if (marking) {
    return (
      <MarkingForm
        key={`${courseId}:${date}`}
        courseId={courseId}
        date={date}
        roster={roster.data.roster}
        onDone={onLeaveMarking}
      />
    );
  } else {
    return <RosterTable roster={roster.data.roster} date={date} />;
  }

  if (!marking) return body;
  return (
    <>
      <MarkingActions onSave={onSave} saveDisabled={onSave === undefined} onCancel={onLeaveMarking} />
      {body}
    </>
  );
}
