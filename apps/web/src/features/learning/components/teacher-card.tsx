import type { TeacherCard as Teacher } from '@tutorium/contract/users';
import { Mail, UserRound } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ChipList } from './chip-list';
import { TeacherStats } from './teacher-stats';

interface TeacherCardProps {
  teacher: Teacher;
  onViewProfile: (teacher: Teacher) => void;
  onContact: (teacher: Teacher) => void;
}

export function TeacherCard({ teacher, onViewProfile, onContact }: TeacherCardProps) {
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-center gap-4">
        <Avatar src={teacher.avatar} alt="" size="md" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">{teacher.name}</h2>
          {teacher.specialization && <p className="text-sm text-slate-700">{teacher.specialization}</p>}
        </div>
      </div>
      {teacher.subjects.length > 0 && (
        <ChipList label={`Subjects taught by ${teacher.name}`} items={teacher.subjects} />
      )}
      {teacher.bio && <p className="line-clamp-3 text-sm text-slate-600">{teacher.bio}</p>}
      <TeacherStats teacher={teacher} />
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button size="sm" onClick={() => onViewProfile(teacher)}>
          <UserRound className="size-4" aria-hidden="true" />
          View Profile<span className="sr-only"> of {teacher.name}</span>
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onContact(teacher)}>
          <Mail className="size-4" aria-hidden="true" />
          Contact<span className="sr-only"> {teacher.name}</span>
        </Button>
      </div>
    </Card>
  );
}
