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
    label: 'Create Course',
    description: 'Set up a new course with its schedule and capacity.',
    to: href('teacher.newCourse'),
    icon: BookPlus,
  },
  {
    label: 'Mark Attendance',
    description: 'Record who attended a class today.',
    to: href('teacher.markAttendance'),
    icon: CalendarCheck,
  },
  {
    label: 'Schedule Live Class',
    description: 'Plan a live session and share its meeting link.',
    to: href('teacher.createLiveClass'),
    icon: Video,
  },
  {
    label: 'View Analytics',
    description: 'See attendance and course performance.',
    to: href('teacher.analytics'),
    icon: BarChart3,
  },
];

const PERFORMANCE_PATH = href('teacher.performance');

function teacherCards(dashboard: TeacherDashboard): StatCardProps[] {
  return [
    { label: 'Total Students', value: dashboard.totalStudents, icon: Users, to: href('teacher.students') },
    { label: 'Total Courses', value: dashboard.totalCourses, icon: BookOpen, to: href('teacher.courses') },
    {
      label: 'Total Enrolments',
      value: dashboard.totalEnrollments,
      icon: ClipboardList,
      to: href('teacher.enrollments'),
    },
    {
      label: 'Attendance Rate',
      value: <AttendanceRateValue percentage={dashboard.attendanceRate} figure />,
      icon: CalendarCheck,
      to: href('teacher.attendance'),
      detail: 'All time, across your courses',
    },
  ];
}

const noStudents = (
  <EmptyState
    icon={UserPlus}
    title="No students yet"
    description="Students appear here, with their attendance and progress, once they enrol in your courses."
    action={
      <LinkButton to={href('teacher.courses')} variant="secondary" icon={BookOpen}>
        Go to My Courses
      </LinkButton>
    }
  />
);

function PerformanceSection({ rows }: { rows: TeacherDashboard['performance'] }) {
  return (
    <DashboardSection
      title="Student Performance"
      viewAll={{ to: PERFORMANCE_PATH, what: 'student performance' }}
      empty={rows.length === 0 && noStudents}
    >
      <p className="mb-3 text-sm text-slate-600">The students most recently active in your courses.</p>
      <PerformanceTable rows={rows} />
    </DashboardSection>
  );
}

export function TeacherDashboardPage() {
  const user = useSignedInUser();
  const dashboard = useTeacherDashboard();
  return (
    <>
      <PageHeader
        title={user.accountRole === 'admin' ? 'Admin Dashboard' : 'Teacher Dashboard'}
        description={
          user.accountRole === 'admin'
            ? `${greeting(user)} Here is every course, class and student on Tutorium at a glance.`
            : `${greeting(user)} Here is where you run your courses.`
        }
        link={{ to: href('teacher.newCourse'), label: 'Create New Course', icon: Plus, primary: true }}
      />
      <div className="space-y-8">
        <DashboardSummary dashboard={dashboard} label="Teaching summary" cardsOf={teacherCards} />
        <QuickLinks title="Quick Actions" links={quickActions} />
        <AtRiskSection />
        {dashboard.isSuccess && <PerformanceSection rows={dashboard.data.performance} />}
      </div>
    </>
  );
}
