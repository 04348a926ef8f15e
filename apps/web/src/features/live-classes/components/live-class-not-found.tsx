import { liveClassMessages } from '@tutorium/contract/live-classes';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';
import { ApiError } from '../../../lib/api-client';
import { teacherLiveClassesPath } from './live-class-paths';

/** The API answers 404 for a class that is not there or not the teacher's, and 400 for an id that is no id. */
export const isMissingLiveClass = (error: unknown): boolean =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);

/** For a class that does not exist, or that belongs to another teacher's course: the page says no more than that. */
export function LiveClassNotFound() {
  return (
    <Card className="mx-auto max-w-lg px-6 py-10 text-center">
      <title>{`${liveClassMessages.notFound} · Tutorium`}</title>
      <SearchX className="mx-auto size-10 text-slate-500" aria-hidden="true" />
      <h1 className="mt-3 text-xl font-semibold text-slate-900">{liveClassMessages.notFound}</h1>
      <p className="mt-1 text-sm text-slate-600">
        This class does not exist, or it is not a class of one of the courses you teach.
      </p>
      <LinkButton to={teacherLiveClassesPath} variant="secondary" className="mt-6">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Live Classes
      </LinkButton>
    </Card>
  );
}
