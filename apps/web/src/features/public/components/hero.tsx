import { Trans, useLingui } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import { type ComponentType, type FormEvent, lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { SearchInput } from '../../../components/ui/search-input';
import { href } from '../../../lib/href';

/*
 * The subject chips read the API through TanStack Query, which the landing page's first render does
 * without (docs/performance.md), so they load after it. The chips are a shortcut: a failed download
 * leaves none rather than an error page.
 */
const PopularSubjects = lazy<ComponentType>(() =>
  import('./popular-subjects').then(
    ({ PopularSubjects }) => ({ default: PopularSubjects }),
    () => ({ default: () => null }),
  ),
);

function CourseSearch() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const [text, setText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = text.trim();
    void navigate(search === '' ? href('site.courses') : href('site.courses', { search: { search } }));
  };

  return (
    <div className="mx-auto mt-10 max-w-2xl rounded-2xl bg-white/90 p-4 text-left shadow-lg ring-1 ring-slate-200 sm:p-5">
      <search>
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchInput
            label={t`Search courses`}
            className="flex-1"
            inputClass="py-2.5"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t`Subject, course title or teacher`}
            autoComplete="off"
          />
          <Button type="submit" size="lg" className="sm:py-2.5">
            <Trans>Search</Trans>
          </Button>
        </form>
      </search>
      <Suspense fallback={null}>
        <PopularSubjects />
      </Suspense>
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
          <Trans>Welcome to Tutorium</Trans>
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          <Trans>Learn from expert teachers, one course at a time</Trans>
        </h1>
        <p className="mt-5 text-lg text-slate-700">
          <Trans>
            Find a teacher by subject, expertise or name, enrol in their courses, join live classes and follow your
            attendance and progress in one place.
          </Trans>
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton to={href('site.studentSignIn')} size="lg">
            <Trans>Join as Student</Trans>
          </LinkButton>
          <LinkButton to={href('site.teacherSignIn')} size="lg" variant="secondary">
            <Trans>Join as Teacher</Trans>
          </LinkButton>
        </div>
        <CourseSearch />
      </div>
    </section>
  );
}
