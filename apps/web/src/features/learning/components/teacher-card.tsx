import { Trans } from '@lingui/react/macro';
import type { TeacherCard as Teacher } from '@tutorium/contract/users';
import { Mail, UserRound } from 'lucide-react';
import { TeacherCard } from '../../../components/people/teacher-card';
import { Button } from '../../../components/ui/button';

interface ExploreTeacherCardProps {
  teacher: Teacher;
  onViewProfile: (teacher: Teacher) => void;
  onContact: (teacher: Teacher) => void;
}

/** A teacher on Explore Teachers, with their profile and a message to them a click away. */
export function ExploreTeacherCard({ teacher, onViewProfile, onContact }: ExploreTeacherCardProps) {
  const teacherName = teacher.name;
  return (
    <TeacherCard
      teacher={teacher}
      headingLevel={2}
      avatarSize="md"
      actions={
        <>
          <Button size="sm" onClick={() => onViewProfile(teacher)} icon={UserRound}>
            <Trans>
              View Profile<span className="sr-only"> of {teacherName}</span>
            </Trans>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onContact(teacher)} icon={Mail}>
            <Trans>
              Contact<span className="sr-only"> {teacherName}</span>
            </Trans>
          </Button>
        </>
      }
    />
  );
}
