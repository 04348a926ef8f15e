import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ConversationReport,
  type ReportStatus,
  reportReasonLabels,
  resolveReportBodySchema,
} from '@tutorium/contract/conversations';
import { conversationEndpoints } from '@tutorium/contract/endpoints/conversations';
import { ShieldCheck } from 'lucide-react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { PagedQueryView } from '../../../components/list-screen/paged-query-view';
import { SegmentedFilter } from '../../../components/list-screen/segmented-filter';
import { BackLink } from '../../../components/ui/back-link';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { FormActions } from '../../../components/ui/form-actions';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionSpinner } from '../../../components/ui/page-spinner';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { isNotFoundError } from '../../../lib/api-client';
import { contractText } from '../../../lib/contract-text';
import { formatDateTime } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useContractForm } from '../../../lib/use-contract-form';
import { useListParams } from '../../../lib/use-list-params';
import { useConversationReports, useReportDetail, useResolveReport } from '../api/use-reports';
import { MessageLog } from '../components/thread';

type StatusFilter = ReportStatus | 'all';

function useStatusLooks() {
  const { t } = useLingui();
  const looks: Record<ReportStatus, { label: string; tone: BadgeTone }> = {
    open: { label: t`Open`, tone: 'yellow' },
    resolved: { label: t`Resolved`, tone: 'green' },
    dismissed: { label: t`Dismissed`, tone: 'slate' },
  };
  return looks;
}

function ReportRow({ report, to, selected }: { report: ConversationReport; to: string; selected: boolean }) {
  const looks = useStatusLooks();
  const reporter = report.reporter.name;
  const reported = report.reported.name;
  return (
    <li>
      <Link
        to={to}
        aria-current={selected ? 'true' : undefined}
        className={`block rounded-lg px-3 py-3 focus-visible:outline-2 focus-visible:outline-indigo-600 ${selected ? 'bg-indigo-50' : 'hover:bg-slate-50'}`}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="truncate font-medium text-slate-900">
            <Trans>
              {reporter} reported {reported}
            </Trans>
          </span>
          <Badge tone={looks[report.status].tone}>{looks[report.status].label}</Badge>
        </span>
        <span className="mt-0.5 block truncate text-sm text-slate-700">
          {contractText(reportReasonLabels[report.reason])}
        </span>
        <span className="block text-xs text-slate-600">
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
        </span>
      </Link>
    </li>
  );
}

function ResolveForm({ report }: { report: ConversationReport }) {
  const { t } = useLingui();
  const resolve = useResolveReport(report.id);
  const form = useContractForm({
    schema: resolveReportBodySchema,
    defaultValues: { status: 'resolved', resolution: '' },
    failureMessage: conversationEndpoints.resolve.fallbackMessage,
  });
  const onSubmit = form.submitTo(resolve, (body) => body, {
    onSuccess: ({ message }) => toast.success(message),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 border-t border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">
        <Trans>Close this report</Trans>
      </h3>
      <SelectField
        label={t`Outcome`}
        options={[
          { value: 'resolved', label: t`Resolved: action taken` },
          { value: 'dismissed', label: t`Dismissed: nothing wrong` },
        ]}
        {...form.field('status')}
      />
      <TextareaField label={t`Note (optional)`} rows={3} maxLength={1000} {...form.field('resolution')} />
      <FormActions submitLabel={t`Close report`} submitIcon={ShieldCheck} submitting={form.submitting} />
    </form>
  );
}

/** One report: who reported whom and why, the conversation's messages (read only), and closing it. */
function ReportDetail({ reportId, backTo }: { reportId: string; backTo: string }) {
  const { t } = useLingui();
  const looks = useStatusLooks();
  const detail = useReportDetail(reportId);
  const back = (
    <BackLink to={backTo} className="md:hidden">
      <Trans>All reports</Trans>
    </BackLink>
  );
  if (detail.isError && detail.data === undefined) {
    return (
      <div className="space-y-4 p-4">
        {back}
        {isNotFoundError(detail.error) ? (
          <p className="text-slate-700">
            <Trans>Report not found.</Trans>
          </p>
        ) : (
          <ErrorPanel message={detail.error.message} onRetry={() => void detail.refetch()} />
        )}
      </div>
    );
  }
  if (detail.data === undefined) return <SectionSpinner label={t`Loading report`} />;
  const report = detail.data.pages[0]?.data;
  if (report === undefined) return null;
  const messages = detail.data.pages.flatMap((page) => page.messages).reverse();
  const reporter = report.reporter.name;
  const reported = report.reported.name;
  const resolution = report.resolution;
  return (
    <div className="flex flex-col">
      <div className="space-y-2 border-b border-slate-200 p-4">
        {back}
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-slate-900">
            <Trans>
              {reporter} reported {reported}
            </Trans>
          </h2>
          <Badge tone={looks[report.status].tone}>{looks[report.status].label}</Badge>
        </div>
        <p className="text-sm text-slate-700">{contractText(reportReasonLabels[report.reason])}</p>
        {report.details && <p className="text-sm break-words whitespace-pre-wrap text-slate-700">{report.details}</p>}
        {report.status !== 'open' && resolution !== '' && (
          <p className="text-sm text-slate-700">
            <Trans>Note: {resolution}</Trans>
          </p>
        )}
      </div>
      <MessageLog
        label={t`Messages between ${reporter} and ${reported}`}
        messages={messages}
        hasOlder={detail.hasNextPage}
        loadingOlder={detail.isFetchingNextPage}
        onLoadOlder={() => void detail.fetchNextPage()}
        sizeClassName="max-h-[32rem]"
      />
      {report.status === 'open' && <ResolveForm key={report.id} report={report} />}
    </div>
  );
}

/**
 * The administrators' view of reported conversations, and of no other: the reports (open ones first
 * shown), and a report's conversation read-only beside the list (on a phone, instead of it).
 */
export function ReportedConversationsPage() {
  const { t } = useLingui();
  const { filters, page, update } = useListParams('teacher.reportedConversations');
  const status: StatusFilter = filters.status;
  const open = filters.report;
  const reports = useConversationReports(page, status === 'all' ? undefined : status);
  const listTo = href('teacher.reportedConversations', { search: { status } });
  const choices: { value: StatusFilter; label: string }[] = [
    { value: 'open', label: t`Open` },
    { value: 'resolved', label: t`Resolved` },
    { value: 'dismissed', label: t`Dismissed` },
    { value: 'all', label: t`All` },
  ];
  const total = reports.data?.pagination.total ?? 0;

  return (
    <>
      <PageHeader
        title={t`Reported conversations`}
        description={t`Conversations people reported. Administrators can read these, and no others.`}
      />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(16rem,24rem)_minmax(0,1fr)]">
        <section aria-label={t`Reports`} className={`${open ? 'hidden md:block' : ''} min-w-0`}>
          <SegmentedFilter
            legend={t`Show reports`}
            choices={choices}
            value={status}
            onChange={(value) => update({ status: value })}
            summary={
              <span className="text-sm text-slate-600">{t`${plural(total, { one: '# report', other: '# reports' })}`}</span>
            }
          />
          <PagedQueryView
            query={reports}
            loadingLabel={t`Loading reports`}
            loading="section"
            empty={<EmptyState icon={ShieldCheck} title={t`No reports here`} />}
            paging={{ label: t`Report pages`, page, onPageChange: (next) => update({ page: next }), compact: true }}
          >
            {(answer) => (
              <ul aria-label={t`Reports`} className="space-y-1 rounded-xl border border-slate-200 bg-white p-2">
                {answer.data.map((report) => (
                  <ReportRow
                    key={report.id}
                    report={report}
                    selected={report.id === open}
                    to={href('teacher.reportedConversations', { search: { status, report: report.id } })}
                  />
                ))}
              </ul>
            )}
          </PagedQueryView>
        </section>
        <section
          aria-label={t`Report`}
          className={`${open ? 'flex' : 'hidden md:flex'} min-w-0 flex-col self-start overflow-hidden rounded-xl border border-slate-200 bg-white`}
        >
          {open ? (
            <ReportDetail key={open} reportId={open} backTo={listTo} />
          ) : (
            <div className="m-auto p-6">
              <EmptyState icon={ShieldCheck} title={t`Choose a report`} description={t`Its conversation shows here.`} />
            </div>
          )}
        </section>
      </div>
    </>
  );
}
