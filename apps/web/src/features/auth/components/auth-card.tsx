import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

interface AuthCardProps {
  title: string;
  description?: string;
  children: ReactNode;
  /** Links under the form (register, forgot password, back). */
  footer?: ReactNode;
}

export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Card className="p-6 sm:p-8">
      <title>{`${title} · Tutorium`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-6">{children}</div>
      {footer && <div className="mt-6 space-y-2 border-t border-slate-100 pt-5 text-center text-sm">{footer}</div>}
    </Card>
  );
}
