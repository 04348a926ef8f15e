import { Lock } from 'lucide-react';
import { LinkButton } from './link-button';

/** What a teacher sees on an administrators' screen they reached by typing its address. */
export function AdminOnlyPanel({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-6 text-center sm:p-8">
      <Lock className="mx-auto size-8 text-amber-700" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-amber-950">{title}</h2>
      <p className="mt-1 text-sm text-amber-900">{text}</p>
      <LinkButton to="/admin/dashboard" variant="secondary" className="mt-5">
        Back to Dashboard
      </LinkButton>
    </div>
  );
}
