import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { analyticsEndpoints } from '@tutorium/contract/endpoints/analytics';
import { ArrowLeft, Download, SearchX, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBox } from '../../../components/ui/search-box';
import { reportFormError } from '../../../lib/form-errors';
import { href } from '../../../lib/href';
import { useExportPerformance } from '../api/use-export-performance';
import { usePerformance } from '../api/use-performance';
import { AnalyticsLoading } from '../components/analytics-loading';
import { PerformanceTable } from '../components/performance-table';
import { usePerformanceParams } from '../components/use-performance-params';

/** Every student of the teacher's courses, searchable, sortable and paged, with a CSV export of the same view. */
export function PerformancePage() {
  const { t } = useLingui();
  const { params, search, setSearch, setSort, setPage } = usePerformanceParams();
  const performance = usePerformance(params);
  const exportCsv = useExportPerformance();
  const { data, isPlaceholderData } = performance;

  const pages = data?.pagination.pages;
  useEffect(() => {
    // A page past the end (an old link, or fewer results after a change) shows the last page.
    if (pages !== undefined && pages > 0 && !isPlaceholderData && params.page > pages) setPage(pages, true);
  }, [params.page, pages, isPlaceholderData, setPage]);

  const download = () =>
    exportCsv.mutate(
      { search: params.search, sort: params.sort, order: params.order },
      { onError: (error) => reportFormError(error, analyticsEndpoints.performanceExport.fallbackMessage) },
    );

  const renderTable = () => {
    if (performance.isError) {
      return <ErrorPanel message={performance.error.message} onRetry={() => void performance.refetch()} />;
    }
    if (data === undefined) return <AnalyticsLoading label={t`Loading student performance`} />;
    const total = data.pagination.total;
    return (
      <>
        <p role="status" className={total === 0 ? 'sr-only' : 'mb-3 text-sm text-slate-700'}>
          <Plural value={total} one="# enrolment" other="# enrolments" />
        </p>
        {data.data.length === 0 ? (
          search ? (
            <EmptyState
              icon={SearchX}
              title={t`No students match your search`}
              description={t`No student name, email or course title contains "${search}".`}
              action={
                <Button variant="secondary" onClick={() => setSearch('')}>
                  <Trans>Clear search</Trans>
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={Users}
              title={t`No students yet`}
              description={t`Students appear here, with their attendance, progress and scores, once they enrol in your courses.`}
            />
          )
        ) : (
          <>
            <PerformanceTable
              rows={data.data}
              sort={params.sort}
              order={params.order}
              onSort={setSort}
              busy={isPlaceholderData}
            />
            <Pagination
              label={t`Student performance pages`}
              page={data.pagination.page}
              pages={data.pagination.pages}
              onPageChange={(page) => setPage(page)}
            />
          </>
        )}
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={t`Student Performance`}
        description={t`Attendance, lesson progress and scores of every student in your courses.`}
        link={{ to: href('teacher.analytics'), label: t`Analytics`, icon: ArrowLeft }}
        actions={
          <Button onClick={download} loading={exportCsv.isPending} disabled={(data?.pagination.total ?? 0) === 0}>
            {!exportCsv.isPending && <Download className="size-4" aria-hidden="true" />}
            <Trans>Export CSV</Trans>
          </Button>
        }
      />
      <search className="mb-6 block max-w-md">
        <SearchBox
          label={t`Search students`}
          placeholder={t`Student name, email or course`}
          value={search}
          onSearch={setSearch}
        />
      </search>
      {renderTable()}
    </>
  );
}
