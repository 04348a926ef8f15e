import { Trans, useLingui } from '@lingui/react/macro';
import { liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { JOIN_OPENS_MINUTES_BEFORE, type LiveClass, liveClassMessages } from '@tutorium/contract/live-classes';
import { CalendarClock, Clock, Timer, Video } from 'lucide-react';
import toast from 'react-hot-toast';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { reportFormError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { href } from '../../../lib/href';
import { isJoinable, isLive } from '../../../lib/live-class-state';
import { useNow } from '../../../lib/use-now';
import { useJoinClass } from '../api/use-join-class';
import { DashboardSection, SectionList } from './dashboard-section';

/**
 * Joins through Tutorium (the server records the check-in), then opens the meeting in a new tab.
 * The tab is opened at the click, while the browser still counts it as the user's doing, and is
 * sent to the meeting once the server answers; it closes again if joining fails.
 */
function useJoin() {
  const join = useJoinClass();
  const start = (liveClass: LiveClass) => {
    const tab = window.open('', '_blank');
    if (tab !== null) tab.opener = null;
    join.mutate(liveClass.id, {
      onSuccess: ({ data, message }) => {
        if (tab !== null && !tab.closed) tab.location.replace(data.meetingLink);
        else window.open(data.meetingLink, '_blank', 'noopener');
        toast.success(message || liveClassMessages.joined);
      },
      onError: (error) => {
        tab?.close();
        reportFormError(error, liveClassEndpoints.join.fallbackMessage);
      },
    });
  };
  return { start, joiningId: join.isPending ? (join.variables ?? null) : null };
}

/** The next few live or upcoming classes (STUDENT_DASHBOARD_LIST.classes), with Join Class once the class opens. */
export function UpcomingClasses({ classes }: { classes: readonly LiveClass[] }) {
  const { t } = useLingui();
  const now = useNow();
  const { start, joiningId } = useJoin();
  return (
    <DashboardSection
      title={t`Upcoming Classes`}
      viewAll={{ to: href('student.liveClasses'), what: t`live classes` }}
      empty={
        classes.length === 0 && (
          <EmptyState
            icon={CalendarClock}
            title={t`No upcoming classes`}
            description={t`Live classes your teachers schedule for your courses appear here.`}
          />
        )
      }
    >
      <SectionList
        items={classes}
        keyOf={(liveClass) => liveClass.id}
        itemClassName="sm:flex-row sm:items-center sm:justify-between"
      >
        {(liveClass) => {
          const live = isLive(liveClass, now);
          const joinable = isJoinable(liveClass, now);
          const startsAt = <time dateTime={liveClass.startsAt}>{formatDateTime(liveClass.startsAt)}</time>;
          const minutes = liveClass.durationMinutes;
          const title = liveClass.title;
          return (
            <>
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-indigo-700 uppercase">
                  {liveClass.subject}
                  {live && (
                    <Badge tone="green">
                      <Trans>Live now</Trans>
                    </Badge>
                  )}
                </p>
                <h3 className="mt-0.5 font-medium break-words text-slate-900">{liveClass.title}</h3>
                <p className="text-sm break-words text-slate-600">{liveClass.course}</p>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                  <span className="inline-flex items-center gap-1.5">
                    <Clock className="size-4 text-slate-500" aria-hidden="true" />
                    {live ? <Trans>Started {startsAt}</Trans> : <Trans>Starts {startsAt}</Trans>}
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <Timer className="size-4 text-slate-500" aria-hidden="true" />
                    <Trans>{minutes} minutes</Trans>
                  </span>
                </p>
              </div>
              {joinable ? (
                <Button
                  size="sm"
                  className="self-start sm:self-center"
                  loading={joiningId === liveClass.id}
                  disabled={joiningId !== null}
                  onClick={() => start(liveClass)}
                  icon={Video}
                >
                  <Trans>
                    Join Class<span className="sr-only"> {title}</span>
                  </Trans>
                </Button>
              ) : (
                <p className="text-xs text-slate-600 sm:max-w-36 sm:text-right">
                  <Trans>Join opens {JOIN_OPENS_MINUTES_BEFORE} minutes before the start</Trans>
                </p>
              )}
            </>
          );
        }}
      </SectionList>
    </DashboardSection>
  );
}
