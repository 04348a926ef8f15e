import { Trans } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';

interface LessonDisclosureProps {
  number: number;
  title: string;
  headingLevel: 3 | 4;
  open: boolean;
  onToggleOpen: () => void;
  /** Before the title, e.g. whether the lesson is done. */
  marker?: ReactNode;
  /** Under the title, e.g. when the lesson was kept offline. */
  detail?: ReactNode;
  /** Beside the heading: the lesson's buttons and badges. */
  actions: ReactNode;
  /** Classes of the panel the lesson opens into. */
  panelClassName?: string;
  children: ReactNode;
}

/**
 * A lesson as a disclosure: a heading whose button ("Lesson 2", the title) opens and closes the panel
 * under it, and the lesson's actions beside it. The course page's lessons and the lessons kept offline
 * are both drawn with it.
 */
export function LessonDisclosure({
  number,
  title,
  headingLevel,
  open,
  onToggleOpen,
  marker,
  detail,
  actions,
  panelClassName = '',
  children,
}: LessonDisclosureProps) {
  const panelId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <Heading className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggleOpen}
            className="flex w-full items-start gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {marker}
            <span className="min-w-0 flex-1">
              <span className="block text-xs font-medium tracking-wide text-slate-600 uppercase">
                <Trans>Lesson {number}</Trans>
              </span>
              <span className="block font-semibold break-words text-slate-900">{title}</span>
              {detail && <span className="mt-0.5 block text-xs text-slate-600">{detail}</span>}
            </span>
            <ChevronDown
              className={`mt-0.5 size-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
              aria-hidden="true"
            />
          </button>
        </Heading>
        {actions}
      </div>
      <div id={panelId} hidden={!open} className={`border-t border-slate-100 p-4 sm:p-6 ${panelClassName}`}>
        {children}
      </div>
    </article>
  );
}
