import type { LiveClassState } from '@tutorium/contract/live-classes';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const looks: Record<LiveClassState, { label: string; tone: BadgeTone }> = {
  upcoming: { label: 'Upcoming', tone: 'indigo' },
  live: { label: 'Live', tone: 'green' },
  ended: { label: 'Ended', tone: 'slate' },
};

export function LiveClassStatusBadge({ state }: { state: LiveClassState }) {
  const { label, tone } = looks[state];
  return (
    <Badge tone={tone}>
      {state === 'live' && (
        <span className="mr-1.5 size-1.5 motion-safe:animate-pulse rounded-full bg-green-600" aria-hidden="true" />
      )}
      {label}
    </Badge>
  );
}
