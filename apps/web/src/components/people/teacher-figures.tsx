import type { TeacherCard } from '@tutorium/contract/users';
import { BookOpen, Briefcase, GraduationCap } from 'lucide-react';
import { plural } from '../../lib/format';

/** Experience, students taught and published courses, from the teacher's real records (cards, profiles). */
export function TeacherFigures({ teacher }: { teacher: TeacherCard }) {
  return (
    <ul aria-label={`${teacher.name} in figures`} className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700">
      {teacher.experience.trim() !== '' && (
        <li className="flex items-center gap-1.5">
          <Briefcase className="size-4 text-slate-500" aria-hidden="true" />
          {teacher.experience} experience
        </li>
      )}
      <li className="flex items-center gap-1.5">
        <GraduationCap className="size-4 text-slate-500" aria-hidden="true" />
        {plural(teacher.studentCount, 'student', 'students')}
      </li>
      <li className="flex items-center gap-1.5">
        <BookOpen className="size-4 text-slate-500" aria-hidden="true" />
        {plural(teacher.courseCount, 'course', 'courses')}
      </li>
    </ul>
  );
}
