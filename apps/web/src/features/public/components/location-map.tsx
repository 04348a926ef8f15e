import { Trans, useLingui } from '@lingui/react/macro';
import { company } from './company';

/**
 * Where the office is, drawn inline: no map service, no third-party requests. The picture is one
 * labelled image; the address sits under it as text.
 */
export function LocationMap() {
  const { t } = useLingui();
  const address = company.addressLines.join(', ');
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <svg
        role="img"
        aria-label={t`Map of Tutorium's office at ${address}, on Market Street near the waterfront`}
        viewBox="0 0 400 220"
        className="block h-auto w-full"
      >
        <rect width="400" height="220" fill="#eef2f7" />
        <path d="M300 0 L400 0 L400 220 L250 220 Q290 150 300 0 Z" fill="#bfdbfe" />
        <rect x="30" y="20" width="70" height="50" rx="6" fill="#d9f99d" />
        <rect x="150" y="150" width="60" height="50" rx="6" fill="#d9f99d" />
        <g stroke="#ffffff" strokeWidth="14" strokeLinecap="round">
          <line x1="0" y1="110" x2="290" y2="110" />
          <line x1="120" y1="0" x2="120" y2="220" />
          <line x1="230" y1="0" x2="230" y2="140" />
        </g>
        <line x1="-10" y1="200" x2="280" y2="10" stroke="#fde68a" strokeWidth="16" strokeLinecap="round" />
        <g fill="#64748b" fontFamily="system-ui, sans-serif" fontSize="11">
          <text x="8" y="100">
            <Trans>Mission St</Trans>
          </text>
          <text x="130" y="205" transform="rotate(-33 130 205)">
            <Trans>Market St</Trans>
          </text>
          <text x="318" y="120">
            <Trans>Bay</Trans>
          </text>
        </g>
        <g transform="translate(176 66)">
          <circle cx="0" cy="40" r="14" fill="#4f46e5" opacity="0.2" />
          <path d="M0 40 C-4 30 -16 20 -16 8 A16 16 0 0 1 16 8 C16 20 4 30 0 40 Z" fill="#4f46e5" />
          <circle cx="0" cy="8" r="6" fill="#ffffff" />
        </g>
      </svg>
      <figcaption className="border-t border-slate-100 px-4 py-3 text-sm text-slate-700">
        <span className="font-medium text-slate-900">
          <Trans>Tutorium HQ</Trans>
        </span>{' '}
        · {address}
      </figcaption>
    </figure>
  );
}
