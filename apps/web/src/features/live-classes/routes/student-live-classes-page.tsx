import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarX, Compass, SearchX } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { NoMatches } from '../../../components/list-screen/no-matches';
import { cardGridClassName, ResultList } from '../../../components/list-screen/result-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { href } from '../../../lib/href';
import { stateAt } from '../../../lib/live-class-state';
import { LastUpdated } from '../../../lib/offline/last-updated';
import { useNow } from '../../../lib/use-now';
import { useStudentCourses } from '../../../lib/use-student-courses';
import { useLiveClasses } from '../api/use-live-classes';
import { CalendarFeedPanel } from '../components/calendar-feed-panel';
import { ClassCount } from '../components/class-count';
import { type ClassView, ClassViewToggle } from '../components/class-view-toggle';
import { LiveClassFilterBar } from '../components/live-class-filter-bar';
import { sortForDisplay } from '../components/live-class-time';
import { StudentClassCard } from '../components/student-class-card';
import { useClassActions } from '../components/use-class-actions';
import { hasFilters, listQueryOf, useFilterParams } from '../components/use-filter-params';

const emptyDescriptions: Record<ClassView, MessageDescriptor> = {
  all: msg`Your teachers have not scheduled any live classes for your courses yet.`,
  upcoming: msg`You have no upcoming live classes.`,
  completed: msg`None of your live classes has finished yet.`,
};

export function StudentLiveClassesPage() {
  const { t } = useLingui();
  const { search, filters, update } = useFilterParams('student.liveClasses');
  const { view } = search;
  const now = useNow();
  const enrolled = useStudentCourses();
  const classes = useLiveClasses(listQueryOf(filters));
  const actions = useClassActions();

  const shown = useMemo(() => {
    const inView = (classes.data ?? []).filter((liveClass) => {
      if (view === 'all') return true;
      const ended = stateAt(liveClass, now) === 'ended';
      return view === 'completed' ? ended : !ended;
    });
    return sortForDisplay(inView, now);
  }, [classes.data, now, view]);

  const clearAll = () => update({ date: undefined, course: undefined, subject: undefined, view: undefined });

  let content: ReactNode;
  if (enrolled.isPending || classes.isPending) {
    // Half a screen tall, so the calendar panel below starts under the first screen and is not pushed
    // down (a layout shift) when the classes arrive.
    content = <PageSpinner label={t`Loading live classes`} />;
  } else if (enrolled.isError) {
    content = <ErrorPanel message={enrolled.error.message} onRetry={() => void enrolled.refetch()} />;
  } else if (enrolled.data.length === 0) {
    content = (
      <EmptyState
        icon={CalendarX}
        title={t`No classes found`}
        description={t`Live classes belong to courses. Enrol in a course to see its classes here.`}
        action={
          <LinkButton to={href('student.exploreCourses')} icon={Compass}>
            <Trans>Explore Courses</Trans>
          </LinkButton>
        }
      />
    );
  } else if (classes.isError) {
    content = <ErrorPanel message={classes.error.message} onRetry={() => void classes.refetch()} />;
  } else {
    const narrowed = hasFilters(filters) || view !== 'all';
    content = (
      <>
        <ClassCount count={shown.length} />
        {shown.length === 0 ? (
          <NoMatches
            icon={narrowed ? SearchX : CalendarX}
            title={t`No classes found`}
            description={hasFilters(filters) ? t`No classes match your filters.` : t(emptyDescriptions[view])}
            onClear={narrowed && clearAll}
            clearLabel={t`Show all classes`}
          />
        ) : (
          <ResultList
            items={shown}
            keyOf={(liveClass) => liveClass.id}
            renderItem={(liveClass) => <StudentClassCard liveClass={liveClass} now={now} actions={actions} />}
            busy={classes.isPlaceholderData}
            className={cardGridClassName}
          />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t`Live Classes`} description={t`Join your live classes and see what is coming up.`} />
      <LastUpdated updatedAt={classes.dataUpdatedAt} className="mb-4" />
      {enrolled.data?.length !== 0 && (
        <LiveClassFilterBar
          filters={filters}
          courses={enrolled.data ?? []}
          coursesLoading={enrolled.isPending}
          onChange={update}
        >
          <ClassViewToggle value={view} onChange={(next) => update({ view: next === 'all' ? undefined : next })} />
        </LiveClassFilterBar>
      )}
      {content}
      <CalendarFeedPanel />
    </>
  );
}
