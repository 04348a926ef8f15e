import { useLingui } from '@lingui/react/macro';
import type { TeacherCard as Teacher } from '@tutorium/contract/users';
import type { ReactNode } from 'react';
import { Avatar } from '../ui/avatar';
import { Card } from '../ui/card';
import { ChipList } from '../ui/chip-list';
import { TeacherFigures } from './teacher-figures';

interface TeacherCardProps {
  teacher: Teacher;
  /** The name's heading level: 3 under a page's results heading, 2 where the cards sit under the page title. */
  headingLevel: 2 | 3;
  avatarSize: 'md' | 'lg';
  /** More about the teacher under their figures, such as their rating. */
  children?: ReactNode;
  /** The card's buttons or links, at its foot. */
  actions: ReactNode;
}

/** A teacher's public card: photo, name, specialization, subjects, bio and figures, with the screen's actions. */
export function TeacherCard({ teacher, headingLevel, avatarSize, children, actions }: TeacherCardProps) {
  const { t } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = teacher.name;
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-center gap-4">
        <Avatar src={teacher.avatar} alt="" size={avatarSize} />
        <div className="min-w-0">
          <Heading className="text-lg font-semibold break-words text-slate-900">{teacher.name}</Heading>
          {teacher.specialization && <p className="text-sm text-slate-700">{teacher.specialization}</p>}
        </div>
      </div>
      {teacher.subjects.length > 0 && <ChipList label={t`Subjects taught by ${name}`} items={teacher.subjects} />}
      {teacher.bio && <p className="line-clamp-3 text-sm text-slate-600">{teacher.bio}</p>}
      <TeacherFigures teacher={teacher} />
      {children}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div>
    </Card>
  );
}
