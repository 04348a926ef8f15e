import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The answer to adding a second factor: its message, and the recovery codes the first one comes with. */
export interface FactorAdded {
  message: string;
  recoveryCodes: string[] | null;
}

interface SecurityPanelProps {
  icon?: LucideIcon;
  title: string;
  description: ReactNode;
  /** The panel's buttons, at the end of its top row. */
  actions?: ReactNode;
  /** Under the top row: what the panel is in the middle of (a form, new codes, a list). */
  children?: ReactNode;
}

/**
 * One part of "Sign-in & security": a top row with what it is, its state in a sentence and its
 * buttons, then what it is doing. The first part has no space above it.
 */
export function SecurityPanel({ icon: Icon, title, description, actions, children }: SecurityPanelProps) {
  const text = (
    <div>
      <h3 className="text-sm font-medium text-slate-900">{title}</h3>
      <p className="mt-0.5 text-sm text-slate-600">{description}</p>
    </div>
  );
  return (
    <div className="py-4 first:pt-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        {Icon ? (
          <div className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
            {text}
          </div>
        ) : (
          text
        )}
        {actions}
      </div>
      {children}
    </div>
  );
}
