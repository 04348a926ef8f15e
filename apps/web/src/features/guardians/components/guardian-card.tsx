import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

interface GuardianCardProps {
  title: string;
  children: ReactNode;
  /** Links under the card's content. */
  footer?: ReactNode;
}

/** The card of a page an emailed guardian link opens, in the sign-in card's frame: the page's one heading and its title. */
export function GuardianCard({ title, children, footer }: GuardianCardProps) {
  return (
    <Card className="p-6 sm:p-8">
      <title>{`${title} · Tutorium`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <div className="mt-4">{children}</div>
      {footer && <div className="mt-6 space-y-2 border-t border-slate-100 pt-5 text-center text-sm">{footer}</div>}
    </Card>
  );
}
