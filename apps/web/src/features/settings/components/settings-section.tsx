import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';

interface SettingsSectionProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** One card of the settings page: a section named by its title, with a line on what it changes. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const id = useId();
  return (
    <Card className="p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
        <div className="mt-5">{children}</div>
      </section>
    </Card>
  );
}
