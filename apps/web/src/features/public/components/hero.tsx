import type { CourseCategory } from '@tutorium/contract/courses';
import { Search, Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/input-styles';
import { LinkButton } from '../../../components/ui/link-button';
import { portalPaths } from '../../../lib/portal-paths';
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

function CourseSearch() {
  const inputId = useId();
  const chipsId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const subjects = useCatalogueCategories(subjectOrder);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = text.trim();
    void navigate(search === '' ? '/courses' : `/courses?${new URLSearchParams({ search })}`);
  };

  return (
    <div className="mx-auto mt-10 max-w-2xl rounded-2xl bg-white/90 p-4 text-left shadow-lg ring-1 ring-slate-200 sm:p-5">
      <search>
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-1.5">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
              Search courses
            </label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
                aria-hidden="true"
              />
              <input
                id={inputId}
                type="search"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="Subject, course title or teacher"
                autoComplete="off"
                className={inputClassName(false, 'py-2.5 pl-9')}
              />
            </div>
          </div>
          <Button type="submit" size="lg" className="sm:py-2.5">
            Search
          </Button>
        </form>
      </search>
      {subjects.isSuccess && subjects.data.length > 0 && (
        <>
          <p id={chipsId} className="mt-4 text-sm font-medium text-slate-700">
            Popular subjects
          </p>
          <ul aria-labelledby={chipsId} className="mt-2 flex flex-wrap gap-2">
            {subjects.data.map((subject) => (
              <li key={subject}>
                <Link to={`/courses?${new URLSearchParams({ category: subject })}`} className={chipClassName}>
                  {subject}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-linear-to-br from-indigo-50 via-white to-sky-50 px-4 pt-28 pb-16 sm:px-6 sm:pt-36 sm:pb-24"
    >
      <div className="mx-auto max-w-3xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-indigo-100 px-3 py-1 text-sm font-medium text-indigo-800">
          <Sparkles className="size-4" aria-hidden="true" />
          Welcome to Tutorium
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Learn from expert teachers, one course at a time
        </h1>
        <p className="mt-5 text-lg text-slate-700">
          Find a teacher by subject, expertise or name, enrol in their courses, join live classes and follow your
          attendance and progress in one place.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton to={portalPaths.student.signIn} size="lg">
            Join as Student
          </LinkButton>
          <LinkButton to={portalPaths.teacher.signIn} size="lg" variant="secondary">
            Join as Teacher
          </LinkButton>
        </div>
        <CourseSearch />
      </div>
    </section>
  );
}
