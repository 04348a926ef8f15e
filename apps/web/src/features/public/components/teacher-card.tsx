import type { TeacherCard as Teacher } from '@tutorium/contract/users';
import { UserRound } from 'lucide-react';
import { TeacherCard } from '../../../components/people/teacher-card';
import { LinkButton } from '../../../components/ui/link-button';
import { RatingSummary } from '../../../components/ui/star-rating';
import { href } from '../../../lib/href';

/** A directory card: the teacher, their rating across their courses' reviews, and the way to their profile. */
export function PublicTeacherCard({ teacher }: { teacher: Teacher }) {
  return (
    <TeacherCard
      teacher={teacher}
      headingLevel={3}
      avatarSize="lg"
      actions={
        <LinkButton to={href('site.teacher', { id: teacher.id })} size="sm" variant="secondary" icon={UserRound}>
          View Profile<span className="sr-only"> of {teacher.name}</span>
        </LinkButton>
      }
    >
      <RatingSummary average={teacher.rating} count={teacher.reviewCount} size="sm" />
    </TeacherCard>
  );
}
