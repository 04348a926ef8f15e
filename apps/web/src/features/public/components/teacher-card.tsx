import type { TeacherCard as Teacher } from '@tutorium/contract/users';
import { UserRound } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';
import { ChipList } from './chip-list';
import { NoReviews } from './no-reviews';
import { TeacherFigures } from './teacher-figures';

export function TeacherCard({ teacher }: { teacher: Teacher }) {
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-center gap-4">
        <Avatar src={teacher.avatar} alt="" size="lg" />
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words text-slate-900">{teacher.name}</h3>
          {teacher.specialization && <p className="text-sm text-slate-700">{teacher.specialization}</p>}
        </div>
      </div>
      {teacher.subjects.length > 0 && (
        <ChipList label={`Subjects taught by ${teacher.name}`} items={teacher.subjects} />
      )}
      {teacher.bio && <p className="line-clamp-3 text-sm text-slate-600">{teacher.bio}</p>}
      <TeacherFigures teacher={teacher} />
      <NoReviews />
      <div className="mt-auto pt-2">
        <LinkButton to={`/teacher/${teacher.id}`} size="sm" variant="secondary">
          <UserRound className="size-4" aria-hidden="true" />
          View Profile<span className="sr-only"> of {teacher.name}</span>
        </LinkButton>
      </div>
    </Card>
  );
}
