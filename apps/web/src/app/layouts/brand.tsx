import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';

export function Brand({ to = '/', subtitle }: { to?: string; subtitle?: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <span className="flex size-9 items-center justify-center rounded-lg bg-indigo-600 text-white">
        <GraduationCap className="size-5" aria-hidden="true" />
      </span>
      <span className="leading-tight">
        <span className="block text-lg font-bold text-slate-900">Tutorium</span>
        {subtitle && <span className="block text-xs font-medium text-slate-600">{subtitle}</span>}
      </span>
    </Link>
  );
}
