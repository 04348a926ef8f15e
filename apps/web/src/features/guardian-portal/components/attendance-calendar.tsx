import { Trans, useLingui } from '@lingui/react/macro';
import { type AttendanceStatus, attendanceStatuses } from '@tutorium/contract/attendance';
import type { GuardianChildOverview } from '@tutorium/contract/guardians';
import { Check, Clock, FileCheck, type LucideIcon, X } from 'lucide-react';
import { attendanceStatusLabels } from '../../../components/attendance/attendance-status-badge';
import { formatCalendarDate, formatNumber, formatWeekday } from '../../../lib/format';
import { type CalendarDay, calendarWeeks, type DayMark } from './calendar-weeks';

/** Each status's mark: a shape of its own as well as a colour, so neither colour nor shape alone tells them apart. */
const statusLooks: Readonly<Record<AttendanceStatus, { icon: LucideIcon; className: string }>> = {
  present: { icon: Check, className: 'bg-green-100 text-green-800' },
  absent: { icon: X, className: 'bg-red-100 text-red-800' },
  late: { icon: Clock, className: 'bg-amber-100 text-amber-900' },
  excused: { icon: FileCheck, className: 'bg-indigo-100 text-indigo-800' },
};

function StatusMark({ status }: { status: AttendanceStatus }) {
  const { icon: Icon, className } = statusLooks[status];
  return (
    <span className={`inline-flex size-5 items-center justify-center rounded-full ${className}`}>
      <Icon className="size-3.5" aria-hidden="true" strokeWidth={3} />
    </span>
  );
}

/** What a day says to a screen reader, and to anyone reading it as text: its date and each class's status. */
function useDayText() {
  const { t } = useLingui();
  const markText = ({ status, courseTitle }: DayMark) => {
    const word = attendanceStatusLabels[status];
    return t`${word} in ${courseTitle}`;
  };
  return (day: CalendarDay): string => {
    const date = formatCalendarDate(day.date, { year: false });
    const marks = day.marks.map(markText).join('; ');
    if (day.isFuture) return date;
    if (day.marks.length === 0) return day.isToday ? t`Today, ${date}: no class marked` : t`${date}: no class marked`;
    return day.isToday ? t`Today, ${date}: ${marks}` : t`${date}: ${marks}`;
  };
}

function DayCell({ day, showMonth }: { day: CalendarDay; showMonth: boolean }) {
  const dayText = useDayText();
  const dayOfMonth = Number(day.date.slice(8));
  const frame = day.isToday ? 'ring-2 ring-indigo-600' : day.marks.length > 0 ? 'bg-slate-50' : '';
  return (
    <td className="p-0.5 align-top">
      <div className={`flex min-h-14 flex-col items-center gap-1 rounded-lg px-0.5 py-1 ${frame}`}>
        <span aria-hidden="true" className={`text-xs ${day.isFuture ? 'text-slate-500' : 'text-slate-700'}`}>
          {showMonth ? formatCalendarDate(day.date, { year: false }) : formatNumber(dayOfMonth)}
        </span>
        {day.marks.length > 0 && (
          <span aria-hidden="true" className="flex flex-wrap justify-center gap-0.5">
            {day.marks.map((mark) => (
              <StatusMark key={mark.courseId} status={mark.status} />
            ))}
          </span>
        )}
        <span className="sr-only">{dayText(day)}</span>
      </div>
    </td>
  );
}

/** What each mark means, in words: the calendar's key. */
function Legend() {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Key`} className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
      {attendanceStatuses.map((status) => (
        <li key={status} className="inline-flex items-center gap-1.5">
          <StatusMark status={status} />
          {attendanceStatusLabels[status]}
        </li>
      ))}
    </ul>
  );
}

interface AttendanceCalendarProps {
  /** The child's marks of the last six weeks (the overview's `attendance.days`). */
  days: GuardianChildOverview['attendance']['days'];
  /** YYYY-MM-DD: the calendar ends with this day's week. */
  today: string;
}

/**
 * The last six weeks as a calendar, Monday first: each day shows a mark per class (its status's
 * shape and colour), and reads as text ("4 Mar: Absent in Algebra"), so a screen reader, or a reader
 * who cannot tell the colours apart, hears each day's status. A table, so its days are read by weekday.
 */
export function AttendanceCalendar({ days, today }: AttendanceCalendarProps) {
  const { t } = useLingui();
  const weeks = calendarWeeks(today, days);
  const firstWeek = weeks[0] ?? [];
  return (
    <div>
      <table className="w-full table-fixed border-separate border-spacing-0">
        <caption className="sr-only">{t`Attendance in the last 6 weeks, by day`}</caption>
        <thead>
          <tr>
            {firstWeek.map(({ date }) => (
              <th key={date} scope="col" className="pb-1 text-xs font-medium text-slate-600">
                <span aria-hidden="true">{formatWeekday(date)}</span>
                <span className="sr-only">{formatWeekday(date, 'long')}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={week[0]?.date}>
              {week.map((day, weekday) => (
                <DayCell
                  key={day.date}
                  day={day}
                  // The month is named where the calendar starts and where a month begins.
                  showMonth={(index === 0 && weekday === 0) || day.date.endsWith('-01')}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Legend />
      {days.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>No class was marked in these six weeks.</Trans>
        </p>
      )}
    </div>
  );
}
