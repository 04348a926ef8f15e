import { type Resource, resourceMessages } from '@tutorium/contract/resources';
import { FolderOpen, Library, SearchX } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { QueryView } from '../../../components/list-screen/query-view';
import { ResultList } from '../../../components/list-screen/result-list';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBox } from '../../../components/ui/search-box';
import { reportFormError } from '../../../lib/form-errors';
import { useSignedInUser } from '../../../lib/session';
import { useFocusAfterClose } from '../../../lib/use-focus-after-close';
import { useListParams } from '../../../lib/use-list-params';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { libraryMessages } from '../api/library-messages';
import { useDeleteResource } from '../api/use-delete-resource';
import { useMyResources } from '../api/use-my-resources';
import { EditResourceDialog } from '../components/edit-resource-dialog';
import { ResourceRow } from '../components/resource-row';
import { UploadForm } from '../components/upload-form';

const PAGE_SIZE = 10;

/** /admin/resources: a teacher's uploads (every upload for an admin), with upload, edit and delete. */
export function ResourcesAdminPage() {
  const isAdmin = useSignedInUser().role === 'admin';
  const { params, page, update } = useListParams();
  const search = params.get('search') ?? '';
  const resources = useMyResources({ search: search || undefined, page, pageSize: PAGE_SIZE });
  const remove = useDeleteResource();
  const [editing, setEditing] = useState<Resource | null>(null);
  const [deleting, setDeleting] = useState<Resource | null>(null);
  const { targetRef: summaryRef, focusOnClose } = useFocusAfterClose<HTMLHeadingElement>(deleting !== null);

  usePageInRange(resources, page, update);

  const confirmDelete = () => {
    if (deleting === null) return;
    remove.mutate(deleting.id, {
      onSuccess: ({ message }) => {
        toast.success(message || resourceMessages.deleted);
        // The row and its Delete button go: carry on from the list's heading.
        focusOnClose();
        setDeleting(null);
      },
      onError: (error) => {
        reportFormError(error, libraryMessages.deleteFailed);
        setDeleting(null);
      },
    });
  };

  const listTitle = isAdmin ? 'All Resources' : 'Your Uploads';

  return (
    <>
      <PageHeader
        title="Resources"
        description="Share files with students. Everything uploaded here appears in the free resource library."
        actions={
          <LinkButton to="/resources" variant="secondary" icon={Library}>
            View Library
          </LinkButton>
        }
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
              <SearchBox
                label="Search resources"
                placeholder="Title or description"
                value={search}
                onSearch={(value) => update({ search: value }, { replace: true })}
              />
            </div>

            <QueryView
              query={resources}
              loadingLabel="Loading resources"
              stateClassName="p-4"
              isEmpty={(data) => data.data.length === 0}
              empty={
                search !== '' ? (
                  <EmptyState icon={SearchX} title="No resources found" description="Try another title or word." />
                ) : (
                  <EmptyState
                    icon={FolderOpen}
                    title="No resources yet"
                    description="Upload a PDF, video, eBook or Word document with the form to share it with students."
                  />
                )
              }
            >
              {(data) => (
                <ResultList
                  aria-labelledby="resource-list-title"
                  items={data.data}
                  keyOf={(resource) => resource.id}
                  renderItem={(resource) => (
                    <ResourceRow
                      resource={resource}
                      showUploader={isAdmin}
                      onEdit={setEditing}
                      onDelete={setDeleting}
                    />
                  )}
                  busy={resources.isPlaceholderData}
                  className="divide-y divide-slate-100"
                />
              )}
            </QueryView>
          </Card>
          {resources.data && (
            <Pagination
              label="Resource pages"
              page={page}
              pages={resources.data.pagination.pages}
              onPageChange={(next) => {
                update({ page: next });
                summaryRef.current?.focus();
              }}
            />
          )}
        </section>
      </div>

      <EditResourceDialog resource={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Resource"
        description={
          <p>
            Delete <strong>{deleting?.title}</strong>? The file is removed from the library and can no longer be
            downloaded. This cannot be undone.
          </p>
        }
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
