import type { CourseCategory } from '@tutorium/contract/courses';
import { Atom, Briefcase, Code, FlaskConical, Languages, type LucideIcon, Sigma } from 'lucide-react';

/** The picture and colours a course without a thumbnail gets, by category. */
export const categoryTiles: Record<CourseCategory, { icon: LucideIcon; className: string }> = {
  Mathematics: { icon: Sigma, className: 'from-indigo-100 to-indigo-200 text-indigo-700' },
  Physics: { icon: Atom, className: 'from-sky-100 to-sky-200 text-sky-700' },
  Programming: { icon: Code, className: 'from-emerald-100 to-emerald-200 text-emerald-700' },
  Languages: { icon: Languages, className: 'from-amber-100 to-amber-200 text-amber-700' },
  Business: { icon: Briefcase, className: 'from-rose-100 to-rose-200 text-rose-700' },
  Science: { icon: FlaskConical, className: 'from-violet-100 to-violet-200 text-violet-700' },
};
