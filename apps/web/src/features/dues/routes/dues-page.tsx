import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { duesEndpoints } from '@tutorium/contract/endpoints/fees';
import { type DueFilter, type DueRow, dueFilters } from '@tutorium/contract/fees';
import { Download, Wallet } from 'lucide-react';
import { useState } from 'react';
import { FilterBar } from '../../../components/list-screen/filter-bar';
import { NoMatches } from '../../../components/list-screen/no-matches';
import { PagedQueryView } from '../../../components/list-screen/paged-query-view';
import { SegmentedFilter } from '../../../components/list-screen/segmented-filter';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { StatGrid } from '../../../components/ui/stat-card';
import { usePageQuery } from '../../../lib/endpoint-query';
import { reportFormError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useSignedInUser } from '../../../lib/session';
import { useInstructorCourseOptions } from '../../../lib/use-instructor-courses';
import { useListScreen } from '../../../lib/use-list-screen';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { useExportDues } from '../api/use-export-dues';
import { DuesTable } from '../components/dues-table';
import { FigureIcons } from '../components/figure-icons';
import { type PayableInvoice, RecordPaymentDialog } from '../components/record-payment-dialog';

/** /admin/dues: the invoices of the courses one manages (every course for an admin), filtered in the address. */
export function DuesPage() {
  const { t } = useLingui();
  const isAdmin = useSignedInUser().accountRole === 'admin';
  const { filters, page, update, reset, resultsRef, goToPage } = useListScreen('teacher.dues', 'p');
  const { status, courseId, search = '' } = filters;
  const dues = usePageQuery(duesEndpoints.dues, { status, courseId, search: search || undefined, page });
  const courses = useInstructorCourseOptions();
  const exportCsv = useExportDues();
  const [paying, setPaying] = useState<PayableInvoice | null>(null);

  usePageInRange(dues, page, update);

  const statusWords: Record<DueFilter, string> = {
    open: t`Open`,
    overdue: t`Overdue`,
    paid: t`Paid`,
    cancelled: t`Cancelled`,
    all: t`All`,
  };
  const courseOptions = [
    { value: '', label: t`All courses` },
    ...(courses.data ?? []).map((course) => ({ value: course.id, label: course.title })),
  ];
  // A course that is no longer offered (deleted, or another teacher's) still names its filter.
  if (courseId !== undefined && !courseOptions.some((option) => option.value === courseId)) {
    courseOptions.push({ value: courseId, label: t`Chosen course` });
  }
  const filtered = search !== '' || courseId !== undefined;

  const pay = (row: DueRow, currency: string) =>
    setPaying({
      id: row.invoiceId,
      currency,
      dueMinor: row.dueMinor,
      studentName: row.student?.name ?? t`Deleted account`,
      courseTitle: row.course.title,
    });

  const download = () =>
    exportCsv.mutate(
      { status, courseId, search: search || undefined },
      { onError: (error) => reportFormError(error, duesEndpoints.duesExport.fallbackMessage) },
    );

  return (
    <>
      <PageHeader
        title={t`Dues`}
        description={
          isAdmin
            ? t`What each student owes on every course, what comes due next, and payments taken at the desk.`
            : t`What each student owes on your courses, what comes due next, and payments taken at the desk.`
        }
        link={{ to: href('teacher.revenue'), label: t`Revenue`, icon: FigureIcons.collected }}
        actions={
          <Button variant="secondary" icon={Download} loading={exportCsv.isPending} onClick={download}>
            {t`Download CSV`}
          </Button>
        }
      />
      <FilterBar
        className="mb-4 grid gap-4 sm:grid-cols-2"
        label={t`Filter dues`}
        search={{ label: t`Search students`, placeholder: t`Search by name or email`, value: search }}
        selects={[{ param: 'courseId', label: t`Course`, value: courseId ?? '', options: courseOptions }]}
        onChange={update}
      />
      <SegmentedFilter
        legend={t`Show invoices`}
        choices={dueFilters.map((value) => ({ value, label: statusWords[value] }))}
        value={status}
        onChange={(next) => update({ status: next === 'open' ? undefined : next })}
        summaryRef={resultsRef}
        summary={dues.data && t`${plural(dues.data.pagination.total, { one: '# invoice', other: '# invoices' })}`}
      />
      <PagedQueryView
        query={dues}
        loadingLabel={t`Loading the dues`}
        loading="section"
        header={(answer) => (
          <div className="mb-4">
            <StatGrid
              label={t`Totals of every matching invoice`}
              cards={[
                {
                  label: t`Total`,
                  value: formatMoney(answer.totals.totalMinor, answer.currency),
                  icon: FigureIcons.total,
                },
                {
                  label: t`Paid`,
                  value: formatMoney(answer.totals.paidMinor, answer.currency),
                  icon: FigureIcons.paid,
                },
                { label: t`Due`, value: formatMoney(answer.totals.dueMinor, answer.currency), icon: FigureIcons.due },
              ]}
            />
          </div>
        )}
        empty={
          filtered ? (
            <NoMatches
              title={t`No invoices match`}
              description={t`Try another course, or clear the search.`}
              onClear={reset}
            />
          ) : (
            <EmptyState
              icon={Wallet}
              title={status === 'open' ? t`Nothing is owed` : t`No invoices here`}
              description={t`An invoice opens when a student enrols in a priced course.`}
            />
          )
        }
        paging={{ label: t`Dues pages`, page, onPageChange: goToPage, compact: true }}
      >
        {(answer) => (
          <DuesTable
            rows={answer.data}
            currency={answer.currency}
            busy={dues.isPlaceholderData}
            onRecordPayment={(row) => pay(row, answer.currency)}
          />
        )}
      </PagedQueryView>
      <RecordPaymentDialog invoice={paying} onClose={() => setPaying(null)} />
    </>
  );
}
