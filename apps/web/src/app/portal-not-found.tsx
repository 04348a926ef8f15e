import { useLingui } from '@lingui/react/macro';
import type { Portal } from '@tutorium/contract/screen-paths';
import { NotFoundCard } from '../components/ui/not-found-card';
import { href } from '../lib/href';

/** An address under a portal that has no screen: said plainly, inside the portal, with the way back. */
export function PortalNotFound({ portal }: { portal: Portal }) {
  const { t } = useLingui();
  return (
    <NotFoundCard
      title={t`Page not found`}
      description={t`There is no screen at this address. It may have moved, or the link may be mistyped.`}
      backTo={href(`${portal}.dashboard`)}
      backLabel={t`Back to the dashboard`}
    />
  );
}
