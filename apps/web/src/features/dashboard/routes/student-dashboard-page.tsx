import { BookOpen, CalendarCheck, TrendingUp, Video } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { useSignedInUser } from '../../../lib/session';
import { type QuickLink, QuickLinks } from '../components/quick-links';

const quickLinks: readonly QuickLink[] = [
  {
    label: 'My Courses',
    description: 'Continue the courses you are enrolled in.',
    to: '/student/courses',
    icon: BookOpen,
  },
  {
    label: 'Live Classes',
    description: 'See upcoming classes and join them.',
    to: '/student/live-classes',
    icon: Video,
  },
  {
    label: 'Attendance',
    description: 'Check your attendance in every course.',
    to: '/student/attendance',
    icon: CalendarCheck,
  },
  {
    label: 'Progress',
    description: 'Follow how far you have come.',
    to: '/student/progress',
    icon: TrendingUp,
  },
];

export function StudentDashboardPage() {
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title="Student Dashboard" description={`Welcome back, ${user.name}. Pick up where you left off.`} />
      <QuickLinks title="Quick Links" links={quickLinks} />
    </>
  );
}
