import { Trans } from '@lingui/react/macro';
import type { CourseCategory } from '@tutorium/contract/courses';
import { useId } from 'react';
import { Link } from 'react-router';
import { href } from '../../../lib/href';
import { QueryProvider } from '../../../lib/query-provider';
import { useCatalogueCategories } from '../api/use-catalogue-categories';

/**
 * The landing page's subject chips, in this order, each opening the catalogue filtered by that
 * category. Only categories that have courses get a chip, so none leads to an empty list.
 */
const subjectOrder = [
  'Mathematics',
  'Science',
  'Programming',
  'Languages',
] as const satisfies readonly CourseCategory[];

const chipClassName =
  'inline-flex items-center rounded-full border border-indigo-200 bg-white px-3.5 py-1.5 text-sm font-medium text-indigo-800 hover:border-indigo-400 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

function SubjectChips() {
  const chipsId = useId();
  const subjects = useCatalogueCategories(subjectOrder);
  if (!subjects.isSuccess || subjects.data.length === 0) return null;
  return (
    <>
      <p id={chipsId} className="mt-4 text-sm font-medium text-slate-700">
        <Trans>Popular subjects</Trans>
      </p>
      <ul aria-labelledby={chipsId} className="mt-2 flex flex-wrap gap-2">
        {subjects.data.map((subject) => (
          <li key={subject}>
            <Link to={href('site.courses', { search: { category: subject } })} className={chipClassName}>
              {subject}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The chips read the categories through TanStack Query, sharing the catalogue's cached answer, so
 * this module and its provider load lazily from the hero (components/hero.tsx).
 */
export function PopularSubjects() {
  return (
    <QueryProvider>
      <SubjectChips />
    </QueryProvider>
  );
}
