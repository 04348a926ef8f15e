import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { StudentDashboard } from '@tutorium/contract/dashboard';
import { BookOpen, CalendarCheck, CalendarClock, TrendingUp, Video } from 'lucide-react';
import { AttendanceRateValue } from '../../../components/attendance/stat-attendance-rate';
import { WaitlistPlaces } from '../../../components/course/waitlist-places';
import { PageHeader } from '../../../components/ui/page-header';
import type { StatCardProps } from '../../../components/ui/stat-card';
import { formatPercent } from '../../../lib/format';
import { href } from '../../../lib/href';
import { LastUpdated } from '../../../lib/offline/last-updated';
import { useSignedInUser } from '../../../lib/session';
import { useStudentDashboard } from '../api/use-dashboard';
import { AttendanceSummary } from '../components/attendance-summary';
import { DashboardSummary } from '../components/dashboard-summary';
import { greeting } from '../components/greeting';
import { LatestAnnouncements } from '../components/latest-announcements';
import { type QuickLink, QuickLinks } from '../components/quick-links';
import { RecentCourses } from '../components/recent-courses';
import { UpcomingClasses } from '../components/upcoming-classes';

const quickLinks: readonly QuickLink[] = [
  {
    label: msg`My Courses`,
    description: msg`Continue the courses you are enrolled in.`,
    to: href('student.courses'),
    icon: BookOpen,
  },
  {
    label: msg`Live Classes`,
    description: msg`See upcoming classes and join them.`,
    to: href('student.liveClasses'),
    icon: Video,
  },
  {
    label: msg`Attendance`,
    description: msg`Check your attendance in every course.`,
    to: href('student.attendance'),
    icon: CalendarCheck,
  },
  {
    label: msg`Progress`,
    description: msg`Follow how far you have come.`,
    to: href('student.progress'),
    icon: TrendingUp,
  },
];

/** Which of `studentCards` have a detail line: the placeholders' shape while the figures load. */
const studentCardsWithDetail = [false, true, true, false];

/** The row of figures; called while the page renders, so its texts are in the language shown. */
function studentCards(dashboard: StudentDashboard): StatCardProps[] {
  return [
    { label: t`Enrolled Courses`, value: dashboard.enrolledCourses, icon: BookOpen, to: href('student.courses') },
    {
      label: t`Overall Progress`,
      value: formatPercent(dashboard.overallProgress),
      icon: TrendingUp,
      to: href('student.progress'),
      detail: dashboard.enrolledCourses === 0 ? t`Enrol in a course to start` : t`Average across your courses`,
    },
    {
      label: t`Attendance Rate`,
      value: <AttendanceRateValue percentage={dashboard.attendanceRate} figure />,
      icon: CalendarCheck,
      to: href('student.attendance'),
      detail: t`All time, across your courses`,
    },
    {
      label: t`Upcoming Classes`,
      value: dashboard.upcomingClasses,
      icon: CalendarClock,
      to: href('student.liveClasses'),
    },
  ];
}

export function StudentDashboardPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const dashboard = useStudentDashboard();
  const welcome = greeting(user);
  return (
    <>
      <PageHeader
        title={t`Student Dashboard`}
        description={
          user.firstSession
            ? t`${welcome} Explore the courses to start learning.`
            : t`${welcome} Pick up where you left off.`
        }
      />
      <LastUpdated updatedAt={dashboard.dataUpdatedAt} className="mb-6" />
      <div className="space-y-8">
        <DashboardSummary
          dashboard={dashboard}
          label={t`Learning summary`}
          cardsOf={studentCards}
          cardsWithDetail={studentCardsWithDetail}
        />
        <WaitlistPlaces />
        <LatestAnnouncements />
        <QuickLinks title={t`Quick Links`} links={quickLinks} />
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
