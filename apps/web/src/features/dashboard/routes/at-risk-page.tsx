import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { QueryView } from '../../../components/list-screen/query-view';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { href } from '../../../lib/href';
import { useListParams } from '../../../lib/use-list-params';
import { useAtRisk } from '../api/use-at-risk';
import { AtRiskTable } from '../components/at-risk-table';
import { atRiskDefinition } from '../components/at-risk-text';
import { EmailAtRiskButton } from '../components/email-at-risk-button';

const PAGE_SIZE = 20;

/** Every at-risk student of the teacher's courses, most at risk first, paged, refreshing while open. */
export function AtRiskPage() {
  const { t } = useLingui();
  const definition = t(atRiskDefinition);
  const { page, update } = useListParams('teacher.atRisk');
  const atRisk = useAtRisk(page, PAGE_SIZE);
  const { data, isPlaceholderData } = atRisk;
  const pages = data?.pagination.pages;
  useEffect(() => {
    // A page past the end (an old link, or students no longer at risk) shows the last page.
    if (pages !== undefined && !isPlaceholderData && page > pages) update({ page: pages }, { replace: true });
  }, [page, pages, isPlaceholderData, update]);

  return (
    <>
      <TextLink to={href('teacher.dashboard')} className="mb-4 inline-flex items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden="true" />
        <Trans>Back to dashboard</Trans>
      </TextLink>
      <PageHeader
        title={t`At-risk students`}
        description={definition}
        actions={data && data.pagination.total > 0 ? <EmailAtRiskButton /> : undefined}
      />
      <QueryView
        query={atRisk}
        loadingLabel={t`Loading at-risk students`}
        loading="section"
        isEmpty={(answer) => answer.pagination.total === 0}
        empty={<EmptyState icon={ShieldCheck} title={t`Nobody is at risk`} description={definition} />}
        paging={{
          label: t`At-risk student pages`,
          page,
          pagesOf: (answer) => answer.pagination.pages,
          onPageChange: (next) => update({ page: next }),
          compact: true,
        }}
      >
        {(answer) => {
          const { total } = answer.pagination;
          return (
            <>
              <p role="status" className="mb-3 text-sm text-slate-700">
                <Plural value={total} one="# student at risk" other="# students at risk" />
              </p>
              <AtRiskTable rows={answer.data} busy={isPlaceholderData} />
            </>
          );
        }}
      </QueryView>
    </>
  );
}
