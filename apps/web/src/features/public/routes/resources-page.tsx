import { useQueryClient } from '@tanstack/react-query';
import { courseCategories } from '@tutorium/contract/courses';
import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import { type Resource, resourceTypeLabels, resourceTypes } from '@tutorium/contract/resources';
import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { readsOf } from '../../../lib/endpoint-query';
import { useListScreen } from '../../../lib/use-list-screen';
import { useCountDownload } from '../api/use-count-download';
import { usePublicResources } from '../api/use-public-resources';
import { ChoiceFilterBar } from '../components/choice-filter-bar';
import { PageBody } from '../components/page-body';
import { RequestResourcesDialog } from '../components/request-resources-dialog';
import { ResourceCard } from '../components/resource-card';
import { ResultCards } from '../components/result-cards';
import { VideoDialog } from '../components/video-dialog';

const categoryChoices = [
  { value: '', label: 'All Categories' },
  ...courseCategories.map((category) => ({ value: category, label: category })),
];

const typeChoices = [
  { value: '', label: 'All Types' },
  ...resourceTypes.map((type) => ({ value: type, label: resourceTypeLabels[type] })),
];

export function ResourcesPage() {
  const list = useListScreen('site.resources', 'h2');
  const { filters, page, update, reset } = list;
  const { search = '', category, type } = filters;
  const [watching, setWatching] = useState<Resource | null>(null);
  const [requesting, setRequesting] = useState(false);
  const countDownload = useCountDownload();
  const queryClient = useQueryClient();

  // Playing the video counted a view on the server: show the new count.
  const closeVideo = () => {
    setWatching(null);
    void queryClient.invalidateQueries(readsOf(resourceEndpoints.list));
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
        <ChoiceFilterBar
          label="Filter resources"
          layout="chips"
          search={{ label: 'Search resources', placeholder: 'Title or description', value: search }}
          filters={[
            { param: 'category', legend: 'Category', choices: categoryChoices, value: category ?? '' },
            { param: 'type', legend: 'Type', choices: typeChoices, value: type ?? '' },
          ]}
          onChange={update}
        />
        <ResultCards
          query={resources}
          kind="resource"
          list={list}
          emptyDescription={
            filtered ? 'Try another search or filter, or ask us for what you need.' : 'No resources are shared yet.'
          }
          onClear={filtered && reset}
          renderItem={(resource) => (
            <ResourceCard resource={resource} onWatch={setWatching} onDownload={countDownload} />
          )}
        />
      </PageBody>
      <VideoDialog resource={watching} onClose={closeVideo} />
      <RequestResourcesDialog open={requesting} onClose={() => setRequesting(false)} />
    </>
  );
}
