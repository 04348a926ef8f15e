import { useQueryClient } from '@tanstack/react-query';
import { courseCategories } from '@tutorium/contract/courses';
import { type Resource, resourceTypeLabels, resourceTypes } from '@tutorium/contract/resources';
import { MessageSquarePlus, SearchX } from 'lucide-react';
import { useRef, useState } from 'react';
import { QueryView } from '../../../components/list-screen/query-view';
import { cardGridClassName, ResultList } from '../../../components/list-screen/result-list';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchBox } from '../../../components/ui/search-box';
import { plural } from '../../../lib/format';
import { oneOf } from '../../../lib/search-params';
import { useListParams } from '../../../lib/use-list-params';
import { publicKeys } from '../api/public-keys';
import { useCountDownload } from '../api/use-count-download';
import { usePublicResources } from '../api/use-public-resources';
import { ChoiceGroup } from '../components/choice-group';
import { PageBody } from '../components/page-body';
import { PageIntro } from '../components/page-intro';
import { RequestResourcesDialog } from '../components/request-resources-dialog';
import { ResourceCard } from '../components/resource-card';
import { ResultsHeading } from '../components/results-heading';
import { VideoDialog } from '../components/video-dialog';

const categoryChoices = [
  { value: '', label: 'All Categories' },
  ...courseCategories.map((category) => ({ value: category, label: category })),
];

const typeChoices = [
  { value: '', label: 'All Types' },
  ...resourceTypes.map((type) => ({ value: type, label: resourceTypeLabels[type] })),
];

const RESULTS_ID = 'resource-results';

export function ResourcesPage() {
  const { params, page, update, reset } = useListParams();
  const search = params.get('search') ?? '';
  const category = oneOf(params.get('category'), courseCategories);
  const type = oneOf(params.get('type'), resourceTypes);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const [watching, setWatching] = useState<Resource | null>(null);
  const [requesting, setRequesting] = useState(false);
  const countDownload = useCountDownload();
  const queryClient = useQueryClient();

  // Playing the video counted a view on the server: show the new count.
  const closeVideo = () => {
    setWatching(null);
    void queryClient.invalidateQueries({ queryKey: publicKeys.resourceLists() });
  };

  const resources = usePublicResources({ search: search || undefined, category, type, page });
  const filtered = search !== '' || category !== undefined || type !== undefined;

  const goToPage = (next: number) => {
    update({ page: next });
    resultsRef.current?.focus();
  };

  return (
    <>
      <PageIntro
        title="Free Resources"
        description="Notes, worksheets, eBooks and videos shared by Tutorium’s teachers, free for everyone."
        actions={
          <Button variant="secondary" onClick={() => setRequesting(true)} icon={MessageSquarePlus}>
            Request Resources
          </Button>
        }
      />
      <PageBody>
        <search aria-label="Filter resources" className="mb-8 block space-y-5">
          <div className="max-w-xl">
            <SearchBox
              label="Search resources"
              placeholder="Title or description"
              value={search}
              onSearch={(value) => update({ search: value }, { replace: true })}
            />
          </div>
          <ChoiceGroup
            legend="Category"
            look="chips"
            choices={categoryChoices}
            value={category ?? ''}
            onChange={(value) => update({ category: value })}
          />
          <ChoiceGroup
            legend="Type"
            look="chips"
            choices={typeChoices}
            value={type ?? ''}
            onChange={(value) => update({ type: value })}
          />
        </search>
        <div className="mb-5">
          <ResultsHeading
            id={RESULTS_ID}
            ref={resultsRef}
            text={
              resources.data ? plural(resources.data.pagination.total, 'resource', 'resources') : 'Resource results'
            }
          />
        </div>
        <QueryView
          query={resources}
          loadingLabel="Loading resources"
          isEmpty={(data) => data.data.length === 0}
          empty={
            <EmptyState
              icon={SearchX}
              title="No resources found"
              description={
                filtered ? 'Try another search or filter, or ask us for what you need.' : 'No resources are shared yet.'
              }
              action={
                filtered && (
                  <Button variant="secondary" onClick={reset}>
                    Clear filters
                  </Button>
                )
              }
            />
          }
          paging={{ label: 'Resource pages', page, pagesOf: (data) => data.pagination.pages, onPageChange: goToPage }}
        >
          {(data) => (
            <ResultList
              aria-labelledby={RESULTS_ID}
              items={data.data}
              keyOf={(resource) => resource.id}
              renderItem={(resource) => (
                <ResourceCard resource={resource} onWatch={setWatching} onDownload={countDownload} />
              )}
              busy={resources.isPlaceholderData}
              className={cardGridClassName}
            />
          )}
        </QueryView>
      </PageBody>
      <VideoDialog resource={watching} onClose={closeVideo} />
      <RequestResourcesDialog open={requesting} onClose={() => setRequesting(false)} />
    </>
  );
}
