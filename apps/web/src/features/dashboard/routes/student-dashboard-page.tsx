import type { StudentDashboard } from '@tutorium/contract/dashboard';
import { BookOpen, CalendarCheck, CalendarClock, TrendingUp, Video } from 'lucide-react';
import { AttendanceRateValue } from '../../../components/attendance/stat-attendance-rate';
import { WaitlistPlaces } from '../../../components/course/waitlist-places';
import { PageHeader } from '../../../components/ui/page-header';
import type { StatCardProps } from '../../../components/ui/stat-card';
import { href } from '../../../lib/href';
import { useSignedInUser } from '../../../lib/session';
import { useStudentDashboard } from '../api/use-dashboard';
import { AttendanceSummary } from '../components/attendance-summary';
import { DashboardSummary } from '../components/dashboard-summary';
import { greeting } from '../components/greeting';
import { type QuickLink, QuickLinks } from '../components/quick-links';
import { RecentCourses } from '../components/recent-courses';
import { UpcomingClasses } from '../components/upcoming-classes';

const quickLinks: readonly QuickLink[] = [
  {
    label: 'My Courses',
    description: 'Continue the courses you are enrolled in.',
    to: href('student.courses'),
    icon: BookOpen,
  },
  {
    label: 'Live Classes',
    description: 'See upcoming classes and join them.',
    to: href('student.liveClasses'),
    icon: Video,
  },
  {
    label: 'Attendance',
    description: 'Check your attendance in every course.',
    to: href('student.attendance'),
    icon: CalendarCheck,
  },
  {
    label: 'Progress',
    description: 'Follow how far you have come.',
    to: href('student.progress'),
    icon: TrendingUp,
  },
];

function studentCards(dashboard: StudentDashboard): StatCardProps[] {
  return [
    { label: 'Enrolled Courses', value: dashboard.enrolledCourses, icon: BookOpen, to: href('student.courses') },
    {
      label: 'Overall Progress',
      value: `${dashboard.overallProgress}%`,
      icon: TrendingUp,
      to: href('student.progress'),
      detail: dashboard.enrolledCourses === 0 ? 'Enrol in a course to start' : 'Average across your courses',
    },
    {
      label: 'Attendance Rate',
      value: <AttendanceRateValue percentage={dashboard.attendanceRate} figure />,
      icon: CalendarCheck,
      to: href('student.attendance'),
      detail: 'All time, across your courses',
    },
    {
      label: 'Upcoming Classes',
      value: dashboard.upcomingClasses,
      icon: CalendarClock,
      to: href('student.liveClasses'),
    },
  ];
}

export function StudentDashboardPage() {
  const user = useSignedInUser();
  const dashboard = useStudentDashboard();
  return (
    <>
      <PageHeader
        title="Student Dashboard"
        description={`${greeting(user)} ${user.firstSession ? 'Explore the courses to start learning.' : 'Pick up where you left off.'}`}
      />
      <div className="space-y-8">
        <DashboardSummary dashboard={dashboard} label="Learning summary" cardsOf={studentCards} />
        <WaitlistPlaces />
        <QuickLinks title="Quick Links" links={quickLinks} />
        {dashboard.isSuccess && (
          <>
            <div className="grid gap-6 lg:grid-cols-2">
              <RecentCourses courses={dashboard.data.recentCourses} />
              <UpcomingClasses classes={dashboard.data.nextClasses} />
            </div>
            <AttendanceSummary stats={dashboard.data.attendance.stats} recent={dashboard.data.attendance.recent} />
          </>
        )}
      </div>
    </>
  );
}
