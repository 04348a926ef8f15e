import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface FaqItem {
  question: MessageDescriptor;
  answer: ReactNode;
}

/** Questions that open to show their answers: native <details>, so keyboards and screen readers need nothing more. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const { t } = useLingui();
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map(({ question, answer }) => (
        <details key={question.id} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
            {t(question)}
            <ChevronDown
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="mt-3 space-y-2 text-sm text-slate-700">{answer}</div>
        </details>
      ))}
    </div>
  );
}
