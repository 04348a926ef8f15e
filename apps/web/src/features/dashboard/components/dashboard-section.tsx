import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';

interface DashboardSectionProps {
  title: string;
  /** A link on the right of the heading, such as "View all". */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled card of the dashboard, named by its heading for screen readers. */
export function DashboardSection({ title, action, children, className }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <Card className={['flex min-w-0 flex-col p-5', className].filter(Boolean).join(' ')}>
      <section aria-labelledby={headingId} className="flex flex-1 flex-col">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}
