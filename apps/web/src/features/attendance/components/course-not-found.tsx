import { ArrowLeft, SearchX } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';

interface CourseNotFoundProps {
  description: string;
  backTo: string;
  backLabel: string;
}

/** For a course that does not exist or is not the viewer's: the page says no more than that. */
export function CourseNotFound({ description, backTo, backLabel }: CourseNotFoundProps) {
  return (
    <Card className="mx-auto max-w-lg px-6 py-10 text-center">
      <title>Course not found · Tutorium</title>
      <SearchX className="mx-auto size-10 text-slate-500" aria-hidden="true" />
      <h1 className="mt-3 text-xl font-semibold text-slate-900">Course not found</h1>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <LinkButton to={backTo} variant="secondary" className="mt-6">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {backLabel}
      </LinkButton>
    </Card>
  );
}
