import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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

  const listTitle = isAdmin ? t`All Resources` : t`Your Uploads`;
  const deletingTitle = deletion.item?.title;

  return (
    <>
      <PageHeader
        title={t`Resources`}
        description={t`Share files with students. Everything uploaded here appears in the free resource library.`}
        link={{ to: href('site.resources'), label: t`View Library`, icon: Library }}
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
                search={{ label: t`Search resources`, placeholder: t`Title or description`, value: search }}
                onChange={update}
              />
            </div>

            <PagedResultList
              query={resources}
              loadingLabel={t`Loading resources`}
              stateClassName="p-4"
              empty={
                search !== '' ? (
                  <NoMatches title={t`No resources found`} description={t`Try another title or word.`} />
                ) : (
                  <EmptyState
                    icon={FolderOpen}
                    title={t`No resources yet`}
                    description={t`Upload a PDF, video, eBook or Word document with the form to share it with students.`}
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
              label={t`Resource pages`}
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
        title={t`Delete Resource`}
        description={
          <p>
            <Trans>
              Delete <strong>{deletingTitle}</strong>? The file is removed from the library and can no longer be
              downloaded. This cannot be undone.
            </Trans>
          </p>
        }
        confirmLabel={t`Delete`}
      />
    </>
  );
}
