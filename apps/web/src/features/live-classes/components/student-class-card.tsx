import { Trans, useLingui } from '@lingui/react/macro';
import type { LiveClass } from '@tutorium/contract/live-classes';
import { BookOpen, CalendarPlus, CheckCircle2, Clock, Hourglass, UserRound, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatClockTime, formatDateTime } from '../../../lib/format';
import { isJoinable, stateAt } from '../../../lib/live-class-state';
import { ClassCardHead } from './live-class-status-badge';
import { formatMinutes, startsInLabel } from './live-class-time';
import type { ClassActions } from './use-class-actions';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 shrink-0 text-slate-500">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </div>
  );
}

interface StudentClassCardProps {
  liveClass: LiveClass;
  now: Date;
  actions: ClassActions;
}

export function StudentClassCard({ liveClass, now, actions }: StudentClassCardProps) {
  const { t } = useLingui();
  const { title } = liveClass;
  const joinedAt = liveClass.joinedAt && formatClockTime(liveClass.joinedAt);
  const state = stateAt(liveClass, now);
  const joinable = isJoinable(liveClass, now);
  const joining = actions.joiningId === liveClass.id;
  const downloading = actions.downloadingId === liveClass.id;
  const icon = (Icon: typeof Clock) => <Icon className="size-4" aria-hidden="true" />;

  return (
    <Card className="flex h-full flex-col p-5">
      <ClassCardHead state={state}>
        <h2 className="text-lg font-semibold break-words text-slate-900">{liveClass.title}</h2>
        <p className="text-sm font-medium text-indigo-700">{liveClass.subject}</p>
      </ClassCardHead>

      <dl className="mt-4 space-y-2 text-sm">
        <Detail icon={icon(BookOpen)} label={t`Course`}>
          {liveClass.course}
        </Detail>
        <Detail icon={icon(Clock)} label={t`Date and time`}>
          <time dateTime={liveClass.startsAt}>{formatDateTime(liveClass.startsAt, now)}</time>
        </Detail>
        <Detail icon={icon(Hourglass)} label={t`Duration`}>
          {formatMinutes(liveClass.durationMinutes)}
        </Detail>
        <Detail icon={icon(UserRound)} label={t`Instructor`}>
          {liveClass.instructor}
        </Detail>
      </dl>

      {joinedAt && (
        <p className="mt-3 flex items-center gap-1.5 text-sm text-green-800">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          <Trans>You joined at {joinedAt}</Trans>
        </p>
      )}

      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        {state === 'ended' ? (
          <span className="inline-flex items-center rounded-lg bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-700">
            <Trans>Class Ended</Trans>
          </span>
        ) : (
          <>
            {joinable ? (
              <Button
                size="sm"
                aria-label={t`Join Class: ${title}`}
                loading={joining}
                disabled={actions.joiningId !== null}
                onClick={() => actions.join(liveClass)}
                icon={Video}
              >
                <Trans>Join Class</Trans>
              </Button>
            ) : null}
            {state === 'upcoming' && <p className="text-sm text-slate-700">{startsInLabel(liveClass.startsAt, now)}</p>}
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Add to calendar: ${title}`}
              loading={downloading}
              onClick={() => actions.addToCalendar(liveClass)}
              className="ml-auto"
              icon={CalendarPlus}
            >
              <Trans>Add to calendar</Trans>
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
