import { useLingui } from '@lingui/react/macro';
import type { SubmissionState } from '@tutorium/contract/assignments';
import { type BadgeLook, LookupBadge } from '../../../components/ui/badge';

/** The words and tone of each state a student can be in on an assignment. */
function useStateLooks(): Record<SubmissionState, BadgeLook> {
  const { t } = useLingui();
  return {
    not_submitted: { label: t`Not submitted`, tone: 'slate' },
    submitted: { label: t`Submitted`, tone: 'indigo' },
    late: { label: t`Late`, tone: 'yellow' },
    missing: { label: t`Missing`, tone: 'red' },
    returned: { label: t`Returned for rework`, tone: 'yellow' },
    graded: { label: t`Graded`, tone: 'green' },
  };
}

export function SubmissionStateBadge({ state }: { state: SubmissionState }) {
  return <LookupBadge looks={useStateLooks()} value={state} />;
}
