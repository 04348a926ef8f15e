import { Trans } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { href } from '../../lib/href';
import { useSignedInUser } from '../../lib/session';
import { LinkButton } from '../ui/link-button';
import { PageHeader } from '../ui/page-header';

interface AdminOnlyPanelProps {
  title: string;
  text: string;
}

/** What a teacher sees on an administrators' screen they reached by typing its address. */
export function AdminOnlyPanel({ title, text }: AdminOnlyPanelProps) {
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-6 text-center sm:p-8">
      <Lock className="mx-auto size-8 text-amber-700" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-amber-950">{title}</h2>
      <p className="mt-1 text-sm text-amber-900">{text}</p>
      <LinkButton to={href('teacher.dashboard')} variant="secondary" className="mt-5">
        <Trans>Back to Dashboard</Trans>
      </LinkButton>
    </div>
  );
}

interface AdminOnlyScreenProps {
  /** The screen's title, which a teacher still sees above the panel. */
  title: string;
  /** Why a teacher cannot see the screen. */
  locked: AdminOnlyPanelProps;
  /** The screen itself, rendered (and its data asked for) only for an administrator. */
  children: ReactNode;
}

/** An administrators' screen in the teacher portal: the screen for an admin, the panel for a teacher. */
export function AdminOnlyScreen({ title, locked, children }: AdminOnlyScreenProps) {
  if (useSignedInUser().accountRole === 'admin') return children;
  return (
    <>
      <PageHeader title={title} />
      <AdminOnlyPanel {...locked} />
    </>
  );
}
