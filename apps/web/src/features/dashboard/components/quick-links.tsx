import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '../../../components/ui/icon-tile';

export interface QuickLink {
  label: MessageDescriptor;
  description: MessageDescriptor;
  to: string;
  icon: LucideIcon;
}

export function QuickLinks({ title, links }: { title: string; links: readonly QuickLink[] }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="quick-links">
      <h2 id="quick-links" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {links.map(({ label, description, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <IconTile icon={Icon} />
              <span className="mt-4 flex items-center gap-1 font-semibold text-slate-900">
                {t(label)}
                <ArrowRight
                  className="size-4 text-slate-500 transition group-hover:translate-x-0.5 group-hover:text-indigo-700"
                  aria-hidden="true"
                />
              </span>
              <span className="mt-1 text-sm text-slate-600">{t(description)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
