import { useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ label, size = 'md' }: { label?: string; size?: keyof typeof sizes }) {
  const { t } = useLingui();
  return (
    <span role="status" className="inline-flex items-center text-indigo-600">
      <LoaderCircle className={`${sizes[size]} animate-spin`} aria-hidden="true" />
      <span className="sr-only">{label ?? t`Loading`}</span>
    </span>
  );
}
