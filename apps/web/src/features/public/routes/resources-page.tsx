import { useQueryClient } from '@tanstack/react-query';
import { courseCategories } from '@tutorium/contract/courses';
import { type Resource, resourceTypeLabels, resourceTypes } from '@tutorium/contract/resources';
import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { FilterBar } from '../../../components/list-screen/filter-bar';
import { NoMatches } from '../../../components/list-screen/no-matches';
import { PagedResultList } from '../../../components/list-screen/paged-query-view';
import { cardGridClassName } from '../../../components/list-screen/result-list';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { plural } from '../../../lib/format';
import { oneOf } from '../../../lib/search-params';
import { useListScreen } from '../../../lib/use-list-screen';
import { publicKeys } from '../api/public-keys';
import { useCountDownload } from '../api/use-count-download';
import { usePublicResources } from '../api/use-public-resources';
import { ChoiceGroup } from '../components/choice-group';
import { PageBody } from '../components/page-body';
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
  const { params, page, update, reset, resultsRef, goToPage } = useListScreen<HTMLHeadingElement>();
  const search = params.get('search') ?? '';
  const category = oneOf(params.get('category'), courseCategories);
  const type = oneOf(params.get('type'), resourceTypes);
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

  return (
    <>
      <PageHeader
        variant="intro"
        title="Free Resources"
        description="Notes, worksheets, eBooks and videos shared by Tutorium’s teachers, free for everyone."
        actions={
          <Button variant="secondary" onClick={() => setRequesting(true)} icon={MessageSquarePlus}>
            Request Resources
          </Button>
        }
      />
      <PageBody>
        <FilterBar
          label="Filter resources"
          className="mb-8 block space-y-5"
          search={{
            label: 'Search resources',
            placeholder: 'Title or description',
            value: search,
            className: 'max-w-xl',
          }}
          onChange={update}
        >
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
        </FilterBar>
        <div className="mb-5">
          <ResultsHeading
            id={RESULTS_ID}
            ref={resultsRef}
            text={
              resources.data ? plural(resources.data.pagination.total, 'resource', 'resources') : 'Resource results'
            }
          />
        </div>
        <PagedResultList
          query={resources}
          loadingLabel="Loading resources"
          empty={
            <NoMatches
              title="No resources found"
              description={
                filtered ? 'Try another search or filter, or ask us for what you need.' : 'No resources are shared yet.'
              }
              onClear={filtered && reset}
            />
          }
          paging={{ label: 'Resource pages', page, onPageChange: goToPage }}
          aria-labelledby={RESULTS_ID}
          renderItem={(resource) => (
            <ResourceCard resource={resource} onWatch={setWatching} onDownload={countDownload} />
          )}
          className={cardGridClassName}
        />
      </PageBody>
      <VideoDialog resource={watching} onClose={closeVideo} />
      <RequestResourcesDialog open={requesting} onClose={() => setRequesting(false)} />
    </>
  );
}
