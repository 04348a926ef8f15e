import { ArrowLeft, SearchX } from 'lucide-react';
import { Card } from './card';
import { LinkButton } from './link-button';

interface NotFoundCardProps {
  /** The page's heading and title, e.g. "Course not found". */
  title: string;
  description: string;
  backTo: string;
  backLabel: string;
}

/** For something that does not exist or is not the viewer's: the page says no more than that, and leads back. */
export function NotFoundCard({ title, description, backTo, backLabel }: NotFoundCardProps) {
  return (
    <Card className="mx-auto max-w-lg px-6 py-10 text-center">
      <title>{`${title} · Tutorium`}</title>
      <SearchX className="mx-auto size-10 text-slate-500" aria-hidden="true" />
      <h1 className="mt-3 text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <LinkButton to={backTo} variant="secondary" className="mt-6" icon={ArrowLeft}>
        {backLabel}
      </LinkButton>
    </Card>
  );
}
