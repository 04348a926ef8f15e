import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface SecurityPanelHeaderProps {
  icon?: LucideIcon;
  title: string;
  description: ReactNode;
  /** The panel's buttons, at the end of the row. */
  children?: ReactNode;
}

/** The top row of one part of "Sign-in & security": what it is, its state in a sentence, and its buttons. */
export function SecurityPanelHeader({ icon: Icon, title, description, children }: SecurityPanelHeaderProps) {
  const text = (
    <div>
      <h3 className="text-sm font-medium text-slate-900">{title}</h3>
      <p className="mt-0.5 text-sm text-slate-600">{description}</p>
    </div>
  );
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      {Icon ? (
        <div className="flex gap-3">
          <Icon className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
          {text}
        </div>
      ) : (
        text
      )}
      {children}
    </div>
  );
}
