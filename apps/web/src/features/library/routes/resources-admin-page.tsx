import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import { type Resource, resourceMessages } from '@tutorium/contract/resources';
import { FolderOpen, Library } from 'lucide-react';
import { useState } from 'react';
import { FilterBar } from '../../../components/list-screen/filter-bar';
import { NoMatches } from '../../../components/list-screen/no-matches';
import { PagedResultList } from '../../../components/list-screen/paged-query-view';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { href } from '../../../lib/href';
import { useSignedInUser } from '../../../lib/session';
import { useConfirmedDeletion } from '../../../lib/use-confirmed-deletion';
import { useListScreen } from '../../../lib/use-list-screen';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { useDeleteResource } from '../api/use-delete-resource';
import { useMyResources } from '../api/use-my-resources';
import { EditResourceDialog } from '../components/edit-resource-dialog';
import { ResourceRow } from '../components/resource-row';
import { UploadForm } from '../components/upload-form';

const PAGE_SIZE = 10;

/** /admin/resources: a teacher's uploads (every upload for an admin), with upload, edit and delete. */
export function ResourcesAdminPage() {
  const isAdmin = useSignedInUser().accountRole === 'admin';
  const { filters, page, update, resultsRef: summaryRef, goToPage } = useListScreen('teacher.resources', 'h2');
  const { search = '' } = filters;
  const resources = useMyResources({ search: search || undefined, page, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<Resource | null>(null);
  const deletion = useConfirmedDeletion<Resource>(useDeleteResource(), {
    doneMessage: resourceMessages.deleted,
    failedMessage: resourceEndpoints.remove.fallbackMessage,
    focusAfter: summaryRef,
  });

  usePageInRange(resources, page, update);

  const listTitle = isAdmin ? 'All Resources' : 'Your Uploads';

  return (
    <>
      <PageHeader
        title="Resources"
        description="Share files with students. Everything uploaded here appears in the free resource library."
        link={{ to: href('site.resources'), label: 'View Library', icon: Library }}
      />

      <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
        <Card className="self-start p-5">
          <UploadForm />
        </Card>

        <section aria-labelledby="resource-list-title" className="min-w-0">
          <Card>
            <div className="space-y-4 border-b border-slate-200 p-4">
              <h2
                id="resource-list-title"
                ref={summaryRef}
                tabIndex={-1}
                className="text-lg font-semibold text-slate-900 focus:outline-none"
              >
                {listTitle}{' '}
                {resources.data && (
                  <span className="ml-2 text-sm font-normal text-slate-600">({resources.data.pagination.total})</span>
                )}
              </h2>
              <FilterBar
                className="block"
                search={{ label: 'Search resources', placeholder: 'Title or description', value: search }}
                onChange={update}
              />
            </div>

            <PagedResultList
              query={resources}
              loadingLabel="Loading resources"
              stateClassName="p-4"
              empty={
                search !== '' ? (
                  <NoMatches title="No resources found" description="Try another title or word." />
                ) : (
                  <EmptyState
                    icon={FolderOpen}
                    title="No resources yet"
                    description="Upload a PDF, video, eBook or Word document with the form to share it with students."
                  />
                )
              }
              aria-labelledby="resource-list-title"
              renderItem={(resource) => (
                <ResourceRow resource={resource} showUploader={isAdmin} onEdit={setEditing} onDelete={deletion.ask} />
              )}
              className="divide-y divide-slate-100"
            />
          </Card>
          {resources.data && (
            <Pagination
              label="Resource pages"
              page={page}
              pages={resources.data.pagination.pages}
              onPageChange={goToPage}
            />
          )}
        </section>
      </div>

      <EditResourceDialog resource={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete Resource"
        description={
          <p>
            Delete <strong>{deletion.item?.title}</strong>? The file is removed from the library and can no longer be
            downloaded. This cannot be undone.
          </p>
        }
        confirmLabel="Delete"
      />
    </>
  );
}
