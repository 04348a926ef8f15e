import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherDashboard } from '@tutorium/contract/dashboard';
import {
  BarChart3,
  BookOpen,
  BookPlus,
  CalendarCheck,
  ClipboardList,
  Plus,
  UserPlus,
  Users,
  Video,
} from 'lucide-react';
import { AttendanceRateValue } from '../../../components/attendance/stat-attendance-rate';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import type { StatCardProps } from '../../../components/ui/stat-card';
import { href } from '../../../lib/href';
import { useSignedInUser } from '../../../lib/session';
import { useTeacherDashboard } from '../api/use-dashboard';
import { AtRiskSection } from '../components/at-risk-section';
import { DashboardSection } from '../components/dashboard-section';
import { DashboardSummary } from '../components/dashboard-summary';
import { greeting } from '../components/greeting';
import { PerformanceTable } from '../components/performance-table';
import { type QuickLink, QuickLinks } from '../components/quick-links';

const quickActions: readonly QuickLink[] = [
  {
    label: msg`Create Course`,
    description: msg`Set up a new course with its schedule and capacity.`,
    to: href('teacher.newCourse'),
    icon: BookPlus,
  },
  {
    label: msg`Mark Attendance`,
    description: msg`Record who attended a class today.`,
    to: href('teacher.markAttendance'),
    icon: CalendarCheck,
  },
  {
    label: msg`Schedule Live Class`,
    description: msg`Plan a live session and share its meeting link.`,
    to: href('teacher.createLiveClass'),
    icon: Video,
  },
  {
    label: msg`View Analytics`,
    description: msg`See attendance and course performance.`,
    to: href('teacher.analytics'),
    icon: BarChart3,
  },
];

const PERFORMANCE_PATH = href('teacher.performance');

/** Which of `teacherCards` have a detail line: the placeholders' shape while the figures load. */
const teacherCardsWithDetail = [false, false, false, true];

/** The row of figures; called while the page renders, so its texts are in the language shown. */
function teacherCards(dashboard: TeacherDashboard): StatCardProps[] {
  return [
    { label: t`Total Students`, value: dashboard.totalStudents, icon: Users, to: href('teacher.students') },
    { label: t`Total Courses`, value: dashboard.totalCourses, icon: BookOpen, to: href('teacher.courses') },
    {
      label: t`Total Enrolments`,
      value: dashboard.totalEnrollments,
      icon: ClipboardList,
      to: href('teacher.enrollments'),
    },
    {
      label: t`Attendance Rate`,
      value: <AttendanceRateValue percentage={dashboard.attendanceRate} figure />,
      icon: CalendarCheck,
      to: href('teacher.attendance'),
      detail: t`All time, across your courses`,
    },
  ];
}

function PerformanceSection({ rows }: { rows: TeacherDashboard['performance'] }) {
  const { t } = useLingui();
  return (
    <DashboardSection
      title={t`Student Performance`}
      viewAll={{ to: PERFORMANCE_PATH, what: t`student performance` }}
      empty={
        rows.length === 0 && (
          <EmptyState
            icon={UserPlus}
            title={t`No students yet`}
            description={t`Students appear here, with their attendance and progress, once they enrol in your courses.`}
            action={
              <LinkButton to={href('teacher.courses')} variant="secondary" icon={BookOpen}>
                <Trans>Go to My Courses</Trans>
              </LinkButton>
            }
          />
        )
      }
    >
      <p className="mb-3 text-sm text-slate-600">
        <Trans>The students most recently active in your courses.</Trans>
      </p>
      <PerformanceTable rows={rows} />
    </DashboardSection>
  );
}

export function TeacherDashboardPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const dashboard = useTeacherDashboard();
  const welcome = greeting(user);
  return (
    <>
      <PageHeader
        title={user.accountRole === 'admin' ? t`Admin Dashboard` : t`Teacher Dashboard`}
        description={
          user.accountRole === 'admin'
            ? t`${welcome} Here is every course, class and student on Tutorium at a glance.`
            : t`${welcome} Here is where you run your courses.`
        }
        link={{ to: href('teacher.newCourse'), label: t`Create New Course`, icon: Plus, primary: true }}
      />
      <div className="space-y-8">
        <DashboardSummary
          dashboard={dashboard}
          label={t`Teaching summary`}
          cardsOf={teacherCards}
          cardsWithDetail={teacherCardsWithDetail}
        />
        <QuickLinks title={t`Quick Actions`} links={quickActions} />
        <AtRiskSection />
        {dashboard.isSuccess && <PerformanceSection rows={dashboard.data.performance} />}
      </div>
    </>
  );
}
