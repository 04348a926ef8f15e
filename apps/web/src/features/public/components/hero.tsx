import { Sparkles } from 'lucide-react';
import { LinkButton } from '../../../components/ui/link-button';
import { portalPaths } from '../../../lib/portal-paths';

export function Hero() {
  return (
    <section className="bg-gradient-to-br from-indigo-50 via-white to-sky-50 px-4 pt-32 pb-20 sm:px-6 sm:pt-40 sm:pb-28">
      <div className="mx-auto max-w-3xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-indigo-100 px-3 py-1 text-sm font-medium text-indigo-800">
          <Sparkles className="size-4" aria-hidden="true" />
          Welcome to Tutorium
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Learn from expert teachers, one course at a time
        </h1>
        <p className="mt-5 text-lg text-slate-700">
          Find a teacher by subject or expertise, enrol in their courses, join live classes and follow your attendance
          and progress in one place.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton to={portalPaths.student.signIn} size="lg">
            Join as Student
          </LinkButton>
          <LinkButton to={portalPaths.teacher.signIn} size="lg" variant="secondary">
            Join as Teacher
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
