import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LiveClass } from '@tutorium/contract/live-classes';
import { formatDateTime } from '../../../lib/format';
import { stateAt } from '../../../lib/live-class-state';
import { ClassCardHead, LiveClassStatusBadge } from './live-class-status-badge';
import { TeacherClassActions } from './teacher-class-actions';
import type { ClassActions } from './use-class-actions';

interface LiveClassTableProps {
  classes: readonly LiveClass[];
  now: Date;
  actions: ClassActions;
  onCancel: (liveClass: LiveClass) => void;
  busy: boolean;
}

/** The actions stay in view at the right edge while a narrow screen scrolls the other columns. */
const stickyEnd = 'sticky right-0 border-l border-slate-100';

const headers = [
  msg`Class Title`,
  msg`Course`,
  msg`Date & Time`,
  msg`Subject`,
  msg`Duration (minutes)`,
  msg`Status`,
  msg`Participants`,
];

/** A table from tablet width up; on a phone each class is a card, so its actions stay in reach. */
export function LiveClassTable({ classes, now, actions, onCancel, busy }: LiveClassTableProps) {
  const { t } = useLingui();
  const rows = classes.map((liveClass) => ({ liveClass, state: stateAt(liveClass, now) }));
  return (
    <div aria-busy={busy} className={busy ? 'opacity-60' : undefined}>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">
            <Trans>Your live classes</Trans>
          </caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
            <tr>
              {headers
                .map((descriptor) => t(descriptor))
                .map((header) => (
                  <th key={header} scope="col" className="px-3 py-3">
                    {header}
                  </th>
                ))}
              <th scope="col" className={`${stickyEnd} bg-slate-50 px-3 py-3 text-right`}>
                <Trans>Actions</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map(({ liveClass, state }) => (
              <tr key={liveClass.id}>
                <th scope="row" className="min-w-36 px-3 py-3 font-medium break-words text-slate-900">
                  {liveClass.title}
                </th>
                <td className="min-w-28 px-3 py-3 break-words text-slate-700">{liveClass.course}</td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                  <time dateTime={liveClass.startsAt}>{formatDateTime(liveClass.startsAt, now)}</time>
                </td>
                <td className="px-3 py-3 break-words text-slate-700">{liveClass.subject}</td>
                <td className="px-3 py-3 text-slate-700">{liveClass.durationMinutes}</td>
                <td className="px-3 py-3">
                  <LiveClassStatusBadge state={state} />
                </td>
                <td className="px-3 py-3 text-slate-700">{liveClass.participants}</td>
                <td className={`${stickyEnd} bg-white px-3 py-3`}>
                  <TeacherClassActions
                    liveClass={liveClass}
                    state={state}
                    actions={actions}
                    onCancel={onCancel}
                    compact
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden">
        {rows.map(({ liveClass, state }) => (
          <li key={liveClass.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <ClassCardHead state={state}>
              <h2 className="font-semibold break-words text-slate-900">{liveClass.title}</h2>
              <p className="text-sm break-words text-slate-700">{liveClass.course}</p>
            </ClassCardHead>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div className="col-span-2">
                <dt className="text-xs text-slate-600">
                  <Trans>Date &amp; Time</Trans>
                </dt>
                <dd className="text-slate-900">
                  <time dateTime={liveClass.startsAt}>{formatDateTime(liveClass.startsAt, now)}</time>
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-slate-600">
                  <Trans>Subject</Trans>
                </dt>
                <dd className="break-words text-slate-900">{liveClass.subject}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">
                  <Trans>Duration (minutes)</Trans>
                </dt>
                <dd className="text-slate-900">{liveClass.durationMinutes}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">
                  <Trans>Participants</Trans>
                </dt>
                <dd className="text-slate-900">{liveClass.participants}</dd>
              </div>
            </dl>
            <div className="mt-3 border-t border-slate-100 pt-3">
              <TeacherClassActions liveClass={liveClass} state={state} actions={actions} onCancel={onCancel} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
