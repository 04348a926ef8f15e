import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { GuardianChild } from '@tutorium/contract/guardians';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { AttendanceRateValue } from '../../../components/attendance/stat-attendance-rate';
import { Avatar } from '../../../components/ui/avatar';
import { cardClassName } from '../../../components/ui/card';
import { href } from '../../../lib/href';
import { AtRiskBadge } from './at-risk-badge';

/**
 * A followed child on "My children": who they are to the reader, their courses and this month's
 * attendance, and whether they are at risk. The child's name is the link, stretched over the card.
 */
export function ChildCard({ child }: { child: GuardianChild }) {
  const { t } = useLingui();
  const relationship = child.relationship;
  return (
    <article
      className={`${cardClassName} group relative flex h-full flex-col gap-4 p-5 transition-colors focus-within:border-indigo-400 hover:border-indigo-300`}
    >
      <div className="flex items-start gap-4">
        <Avatar src={child.avatar} alt="" />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold break-words text-slate-900">
            <Link
              to={href('guardian.child', { studentId: child.id })}
              className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-indigo-600"
            >
              {child.name}
            </Link>
          </h2>
          {relationship !== '' && (
            <p className="text-sm text-slate-600">
              <Trans>Relationship: {relationship}</Trans>
            </p>
          )}
        </div>
        <ChevronRight className="mt-1 size-5 shrink-0 text-slate-500 group-hover:text-indigo-700" aria-hidden="true" />
      </div>
      {child.atRisk && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-red-800">
          <AtRiskBadge />
          <Trans>Their attendance needs attention.</Trans>
        </p>
      )}
      <dl className="mt-auto grid grid-cols-2 gap-3 border-t border-slate-100 pt-4">
        <div>
          <dt className="text-xs font-medium text-slate-600">{t`Active courses`}</dt>
          <dd className="mt-0.5 text-lg font-semibold text-slate-900">
            <Plural value={child.activeCourses} one="# course" other="# courses" />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">{t`Attendance this month`}</dt>
          <dd className="mt-0.5 text-lg font-semibold">
            <AttendanceRateValue percentage={child.attendancePercentThisMonth} />
          </dd>
        </div>
      </dl>
    </article>
  );
}
