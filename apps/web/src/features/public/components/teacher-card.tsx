import { Trans } from '@lingui/react/macro';
import type { TeacherCard as Teacher } from '@tutorium/contract/users';
import { UserRound } from 'lucide-react';
import { TeacherCard } from '../../../components/people/teacher-card';
import { LinkButton } from '../../../components/ui/link-button';
import { RatingSummary } from '../../../components/ui/star-rating';
import { href } from '../../../lib/href';

/** A directory card: the teacher, their rating across their courses' reviews, and the way to their profile. */
export function PublicTeacherCard({ teacher }: { teacher: Teacher }) {
  const name = teacher.name;
  return (
    <TeacherCard
      teacher={teacher}
      headingLevel={3}
      avatarSize="lg"
      actions={
        <LinkButton to={href('site.teacher', { id: teacher.id })} size="sm" variant="secondary" icon={UserRound}>
          <Trans>
            View Profile<span className="sr-only"> of {name}</span>
          </Trans>
        </LinkButton>
      }
    >
      <RatingSummary average={teacher.rating} count={teacher.reviewCount} size="sm" />
    </TeacherCard>
  );
}
