import { Trans, useLingui } from '@lingui/react/macro';
import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { type LiveClass, liveClassMessages } from '@tutorium/contract/live-classes';
import { CalendarX, Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NoCoursesYet } from '../../../components/list-screen/no-courses-yet';
import { NoMatches } from '../../../components/list-screen/no-matches';
import { QueryView } from '../../../components/list-screen/query-view';
import { buttonClassName } from '../../../components/ui/button-styles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useConfirmedDeletion } from '../../../lib/use-confirmed-deletion';
import { useInstructorCourseOptions } from '../../../lib/use-instructor-courses';
import { useNow } from '../../../lib/use-now';
import { useCancelLiveClass } from '../api/use-cancel-live-class';
import { useLiveClasses } from '../api/use-live-classes';
import { CalendarFeedPanel } from '../components/calendar-feed-panel';
import { ClassCount } from '../components/class-count';
import { LiveClassFilterBar } from '../components/live-class-filter-bar';
import { LiveClassTable } from '../components/live-class-table';
import { sortForDisplay } from '../components/live-class-time';
import { useClassActions } from '../components/use-class-actions';
import { hasFilters, listQueryOf, useFilterParams } from '../components/use-filter-params';

/** What cancelling a class does, naming the class, its course and its start. */
function CancellationNotice({ liveClass, now }: { liveClass: LiveClass; now: Date }) {
  const { title, course } = liveClass;
  const start = formatDateTime(liveClass.startsAt, now);
  return (
    <p>
      <Trans>
        This cancels <strong className="font-semibold text-slate-900">{title}</strong> ({course}, {start}). Its students
        will no longer see it, and it leaves their calendars.
      </Trans>
    </p>
  );
}

export function TeacherLiveClassesPage() {
  const { t } = useLingui();
  const { filters, update } = useFilterParams('teacher.liveClasses');
  const now = useNow();
  const classes = useLiveClasses(listQueryOf(filters));
  const courses = useInstructorCourseOptions();
  const actions = useClassActions();
  const [cancellations, setCancellations] = useState(0);
  const cancellation = useConfirmedDeletion<LiveClass>(useCancelLiveClass(), {
    doneMessage: liveClassMessages.cancelled,
    failedMessage: liveClassEndpoints.cancel.fallbackMessage,
    afterDelete: () => setCancellations((count) => count + 1),
  });
  const cancelling = cancellation.item;
  const countRef = useRef<HTMLParagraphElement>(null);
  const scheduleRef = useRef<HTMLAnchorElement>(null);
  const filtered = hasFilters(filters);

  // The cancelled class's row, and the button that had focus, are gone: once the dialog has closed,
  // carry on from the class count (or, with no classes left, the schedule button).
  useEffect(() => {
    if (cancellations === 0) return;
    (countRef.current ?? scheduleRef.current)?.focus();
  }, [cancellations]);

  const shown = useMemo(() => sortForDisplay(classes.data ?? [], now), [classes.data, now]);

  return (
    <>
      <PageHeader
        title={t`Live Classes`}
        description={t`Schedule, join and manage the live classes of your courses.`}
        actions={
          <Link ref={scheduleRef} to={href('teacher.createLiveClass')} className={buttonClassName({})}>
            <Plus className="size-4" aria-hidden="true" />
            <Trans>Schedule Live Class</Trans>
          </Link>
        }
      />
      <LiveClassFilterBar
        filters={filters}
        courses={courses.data ?? []}
        coursesLoading={courses.isPending}
        onChange={update}
      />
      <QueryView
        query={classes}
        loadingLabel={t`Loading live classes`}
        loading="section"
        isEmpty={() => shown.length === 0}
        empty={
          filtered ? (
            <NoMatches
              title={t`No live classes match your filters`}
              description={t`Try another date, course or subject, or clear the filters to see all your classes.`}
              onClear={() => update({ date: undefined, course: undefined, subject: undefined })}
            />
          ) : courses.data?.length === 0 ? (
            <NoCoursesYet
              title={t`No live classes scheduled`}
              description={t`Every live class belongs to a course. Create a course first, then schedule its classes.`}
              actionLabel={t`Create a course`}
            />
          ) : (
            <EmptyState
              icon={CalendarX}
              title={t`No live classes scheduled`}
              description={t`Schedule a class for one of your courses; its students can join it from their portal.`}
              action={
                <LinkButton to={href('teacher.createLiveClass')} icon={Plus}>
                  <Trans>Schedule a live class</Trans>
                </LinkButton>
              }
            />
          )
        }
      >
        {() => (
          <>
            <ClassCount ref={countRef} count={shown.length} />
            <LiveClassTable
              classes={shown}
              now={now}
              actions={actions}
              onCancel={cancellation.ask}
              busy={classes.isPlaceholderData}
            />
          </>
        )}
      </QueryView>
      <CalendarFeedPanel />

      <ConfirmDialog
        {...cancellation.dialog}
        title={t`Cancel live class?`}
        description={cancelling && <CancellationNotice liveClass={cancelling} now={now} />}
        confirmLabel={t`Cancel Class`}
        cancelLabel={t`Keep Class`}
      />
    </>
  );
}
