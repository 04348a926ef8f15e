import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { TextLink } from './text-link';

interface BackLinkProps {
  to: string;
  children: ReactNode;
  /** Spacing around the link, e.g. "mb-4". */
  className?: string;
}

/** A text link with a left arrow, back to the screen a detail page was reached from. */
export function BackLink({ to, children, className }: BackLinkProps) {
  return (
    <TextLink to={to} className={['inline-flex items-center gap-1.5 text-sm', className].filter(Boolean).join(' ')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </TextLink>
  );
}
