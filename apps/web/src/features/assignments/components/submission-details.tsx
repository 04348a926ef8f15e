import { Trans, useLingui } from '@lingui/react/macro';
import type { Submission } from '@tutorium/contract/assignments';
import { DetailItem, DetailList } from '../../../components/ui/detail-list';
import { formatDateTime } from '../../../lib/format';
import { SubmissionFiles } from './submission-files';
import { SubmissionStateBadge } from './submission-state-badge';

/** What was handed in: state, attempt and time, the written answer, the files, and a rework note if returned. */
export function SubmissionDetails({ submission }: { submission: Submission }) {
  const { t } = useLingui();
  const attempt = submission.attempt;
  return (
    <div className="space-y-4">
      <DetailList>
        <DetailItem label={t`State`}>
          <SubmissionStateBadge state={submission.state} />
        </DetailItem>
        <DetailItem label={t`Handed in`}>
          <time dateTime={submission.submittedAt}>{formatDateTime(submission.submittedAt)}</time>
          {submission.late && <span className="text-amber-900">{t` (late)`}</span>}
        </DetailItem>
        <DetailItem label={t`Attempt`}>{attempt}</DetailItem>
      </DetailList>
      {submission.returned && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">
            <Trans>Returned for rework</Trans>
          </p>
          <p className="whitespace-pre-line break-words">{submission.returned.note}</p>
        </div>
      )}
      {submission.text !== '' && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">
            <Trans>Written answer</Trans>
          </h3>
          <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-800">{submission.text}</p>
        </div>
      )}
      {submission.files.length > 0 && (
        <div>
          <h3 className="mb-1 text-sm font-semibold text-slate-900">
            <Trans>Files</Trans>
          </h3>
          <SubmissionFiles files={submission.files} />
        </div>
      )}
    </div>
  );
}
