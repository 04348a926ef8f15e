import { AT_RISK_BELOW_PERCENT, type TeacherAnalytics } from '@tutorium/contract/analytics';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { AttendanceRateValue } from '../../../components/ui/stat-attendance-rate';
import { StatTable, StudentRowHeader, statCellClassName } from '../../../components/ui/stat-table';
import { TextLink } from '../../../components/ui/text-link';

const headings = ['Student', 'Course', 'Attendance', 'Present'] as const;

/** Students below AT_RISK_BELOW_PERCENT attendance in a course, lowest first, each leading to that course's register. */
export function AtRiskList({ students }: { students: TeacherAnalytics['atRisk'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        At-risk students
      </h2>
      <p className="mt-0.5 mb-4 text-sm text-slate-600">
        Students below {AT_RISK_BELOW_PERCENT}% attendance in a course, lowest first.
      </p>
      {students.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title={`No students below ${AT_RISK_BELOW_PERCENT}% attendance`}
          description="Everyone with marked attendance in this period is above the line."
        />
      ) : (
        <StatTable
          caption={`Students below ${AT_RISK_BELOW_PERCENT}% attendance`}
          minWidth="min-w-[36rem]"
          headings={headings}
        >
          {students.map((row) => (
            <tr key={`${row.student.id}-${row.course.id}`}>
              <StudentRowHeader student={row.student} />
              <td className={`${statCellClassName} break-words`}>
                <TextLink to={`/admin/courses/${row.course.id}/attendance`}>
                  {row.course.title}
                  <span className="sr-only"> attendance</span>
                </TextLink>
              </td>
              <td className={`${statCellClassName} font-semibold`}>
                <AttendanceRateValue percentage={row.percentage} />
              </td>
              <td className={`${statCellClassName} whitespace-nowrap`}>
                {row.present} of {row.total} {row.total === 1 ? 'class' : 'classes'}
              </td>
            </tr>
          ))}
        </StatTable>
      )}
    </section>
  );
}
