import { Trans } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/** The child's teachers' at-risk list names them (low attendance or classes missed in a row): said in words, not colour. */
export function AtRiskBadge() {
  return (
    <Badge tone="red">
      <AlertTriangle className="mr-1 size-3.5" aria-hidden="true" />
      <Trans>At risk</Trans>
    </Badge>
  );
}
