import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TeacherCard } from '@tutorium/contract/users';
import { BookOpen, Briefcase, GraduationCap } from 'lucide-react';

/** Experience, students taught and published courses, from the teacher's real records (cards, profiles). */
export function TeacherFigures({ teacher }: { teacher: TeacherCard }) {
  const { t } = useLingui();
  const { name, experience, studentCount, courseCount } = teacher;
  return (
    <ul aria-label={t`${name} in figures`} className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700">
      {experience.trim() !== '' && (
        <li className="flex items-center gap-1.5">
          <Briefcase className="size-4 text-slate-500" aria-hidden="true" />
          <Trans>{experience} experience</Trans>
        </li>
      )}
      <li className="flex items-center gap-1.5">
        <GraduationCap className="size-4 text-slate-500" aria-hidden="true" />
        <Plural value={studentCount} one="# student" other="# students" />
      </li>
      <li className="flex items-center gap-1.5">
        <BookOpen className="size-4 text-slate-500" aria-hidden="true" />
        <Plural value={courseCount} one="# course" other="# courses" />
      </li>
    </ul>
  );
}
