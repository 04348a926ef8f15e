import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LiveClassState } from '@tutorium/contract/live-classes';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const looks: Record<LiveClassState, { label: MessageDescriptor; tone: BadgeTone }> = {
  upcoming: { label: msg`Upcoming`, tone: 'indigo' },
  live: { label: msg`Live`, tone: 'green' },
  ended: { label: msg`Ended`, tone: 'slate' },
};

export function LiveClassStatusBadge({ state }: { state: LiveClassState }) {
  const { t } = useLingui();
  const { label, tone } = looks[state];
  return (
    <Badge tone={tone}>
      {state === 'live' && (
        <span className="mr-1.5 size-1.5 motion-safe:animate-pulse rounded-full bg-green-600" aria-hidden="true" />
      )}
      {t(label)}
    </Badge>
  );
}

/** The top of a class's card: what the class is (its title and one line under it), its status at the right. */
export function ClassCardHead({ state, children }: { state: LiveClassState; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">{children}</div>
      <LiveClassStatusBadge state={state} />
    </div>
  );
}
