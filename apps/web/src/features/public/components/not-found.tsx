import { Trans } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import { LinkButton } from '../../../components/ui/link-button';

interface NotFoundProps {
  title: string;
  message: string;
  /** The list the missing thing would be in, e.g. all teachers. */
  back: { to: string; label: string };
}

/** A page for something that does not exist, with ways back. */
export function NotFound({ title, message, back }: NotFoundProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <title>{`${title} · Tutorium`}</title>
      <SearchX className="mx-auto size-12 text-slate-400" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold text-indigo-700">404</p>
      <h1 className="mt-1 text-3xl font-extrabold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <LinkButton to={back.to}>{back.label}</LinkButton>
        <LinkButton to="/" variant="secondary">
          <Trans>Back to Home</Trans>
        </LinkButton>
      </div>
    </div>
  );
}
