import { BarChart3, BookPlus, CalendarCheck, Plus, Video } from 'lucide-react';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { useSignedInUser } from '../../../lib/session';
import { type QuickLink, QuickLinks } from '../components/quick-links';

const quickActions: readonly QuickLink[] = [
  {
    label: 'Create Course',
    description: 'Set up a new course with its schedule and capacity.',
    to: '/admin/courses/new',
    icon: BookPlus,
  },
  {
    label: 'Mark Attendance',
    description: 'Record who attended a class today.',
    to: '/admin/attendance/mark',
    icon: CalendarCheck,
  },
  {
    label: 'Schedule Live Class',
    description: 'Plan a live session and share its meeting link.',
    to: '/admin/live-class/create',
    icon: Video,
  },
  {
    label: 'View Analytics',
    description: 'See attendance and course performance.',
    to: '/admin/analytics',
    icon: BarChart3,
  },
];

export function TeacherDashboardPage() {
  const user = useSignedInUser();
  return (
    <>
      <PageHeader
        title="Teacher Dashboard"
        description={`Welcome back, ${user.name}. Here is where you run your courses.`}
        actions={
          <LinkButton to="/admin/courses/new">
            <Plus className="size-4" aria-hidden="true" />
            Create New Course
          </LinkButton>
        }
      />
      <QuickLinks title="Quick Actions" links={quickActions} />
    </>
  );
}
