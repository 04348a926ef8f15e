import { useLingui } from '@lingui/react/macro';
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

/** The categories and the types, their labels data from the contract, after "all" in this page's language. */
function useFilterChoices() {
  const { t } = useLingui();
  const categoryChoices = [
    { value: '', label: t`All Categories` },
    ...courseCategories.map((category) => ({ value: category, label: category })),
  ];
  const typeChoices = [
    { value: '', label: t`All Types` },
    ...resourceTypes.map((type) => ({ value: type, label: resourceTypeLabels[type] })),
  ];
  return { categoryChoices, typeChoices };
}

export function ResourcesPage() {
  const { t } = useLingui();
  const { categoryChoices, typeChoices } = useFilterChoices();
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
        title={t`Free Resources`}
        description={t`Notes, worksheets, eBooks and videos shared by Tutorium’s teachers, free for everyone.`}
        actions={
          <Button variant="secondary" onClick={() => setRequesting(true)} icon={MessageSquarePlus}>
            {t`Request Resources`}
          </Button>
        }
      />
      <PageBody>
        <ChoiceFilterBar
          label={t`Filter resources`}
          layout="chips"
          search={{ label: t`Search resources`, placeholder: t`Title or description`, value: search }}
          filters={[
            { param: 'category', legend: t`Category`, choices: categoryChoices, value: category ?? '' },
            { param: 'type', legend: t`Type`, choices: typeChoices, value: type ?? '' },
          ]}
          onChange={update}
        />
        <ResultCards
          query={resources}
          kind="resource"
          list={list}
          emptyDescription={
            filtered ? t`Try another search or filter, or ask us for what you need.` : t`No resources are shared yet.`
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
