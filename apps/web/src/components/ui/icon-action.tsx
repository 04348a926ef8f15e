import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

/** A table row's action drawn as an icon alone (with a danger variant on hover added by the caller). */
export const iconActionClassName =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-700 transition-colors ' +
  'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

interface IconActionLinkProps {
  to: string;
  /** What it does to which row, for screen readers, e.g. "Edit Algebra I". */
  label: string;
  /** The tooltip, e.g. "Edit". */
  title: string;
  icon: LucideIcon;
}

/** A row's link drawn as an icon: named for screen readers, with a tooltip for the eye. */
export function IconActionLink({ to, label, title, icon: Icon }: IconActionLinkProps) {
  return (
    <Link to={to} aria-label={label} title={title} className={iconActionClassName}>
      <Icon className="size-4" aria-hidden="true" />
    </Link>
  );
}
