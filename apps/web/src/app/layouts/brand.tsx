import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '../../components/ui/icon-tile';

/** The product's name, the same in every language. */
const PRODUCT_NAME = 'Tutorium';

export function Brand({ to = '/', subtitle }: { to?: string; subtitle?: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <IconTile icon={GraduationCap} size="sm" tone="solid" />
      <span className="leading-tight">
        <span className="block text-lg font-bold text-slate-900">{PRODUCT_NAME}</span>
        {subtitle && <span className="block text-xs font-medium text-slate-600">{subtitle}</span>}
      </span>
    </Link>
  );
}
