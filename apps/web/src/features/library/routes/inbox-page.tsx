import { type ContactSubmission, contactMessages } from '@tutorium/contract/contact';
import { Inbox, MailCheck } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { QueryView } from '../../../components/list-screen/query-view';
import { ResultList } from '../../../components/list-screen/result-list';
import { AdminOnlyPanel } from '../../../components/ui/admin-only-panel';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { reportFormError } from '../../../lib/form-errors';
import { useSignedInUser } from '../../../lib/session';
import { useFocusAfterClose } from '../../../lib/use-focus-after-close';
import { useListParams } from '../../../lib/use-list-params';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { libraryMessages } from '../api/library-messages';
import { useDeleteMessage } from '../api/use-delete-message';
import { useInbox } from '../api/use-inbox';
import { useMarkMessage } from '../api/use-mark-message';
import { InboxMessage } from '../components/inbox-message';

const PAGE_SIZE = 10;

const filters = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
] as const;

function InboxScreen() {
  const { params, page, update } = useListParams();
  const unreadOnly = params.get('show') === 'unread';
  const inbox = useInbox({ unread: unreadOnly ? 'true' : undefined, page, pageSize: PAGE_SIZE });
  const mark = useMarkMessage();
  const remove = useDeleteMessage();
  const [deleting, setDeleting] = useState<ContactSubmission | null>(null);
  const { targetRef: listHeadingRef, focusOnClose } = useFocusAfterClose<HTMLParagraphElement>(deleting !== null);

  usePageInRange(inbox, page, update);

  const toggleRead = (message: ContactSubmission) => {
    mark.mutate(
      { id: message.id, read: !message.read },
      {
        // In the Unread view a message read leaves the list, and its button with it.
        onSuccess: () => {
          if (unreadOnly) listHeadingRef.current?.focus();
        },
        onError: (error) => reportFormError(error, libraryMessages.updateMessageFailed),
      },
    );
  };

  const confirmDelete = () => {
    if (deleting === null) return;
    remove.mutate(deleting.id, {
      onSuccess: ({ message }) => {
        toast.success(message || contactMessages.deleted);
        focusOnClose();
        setDeleting(null);
      },
      onError: (error) => {
        reportFormError(error, libraryMessages.deleteMessageFailed);
        setDeleting(null);
      },
    });
  };

  const unreadCount = inbox.data?.unreadCount;

  return (
    <>
      <PageHeader
        title="Inbox"
        description="Messages sent through the Contact page and resource requests, newest first."
      />

      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
          <legend className="sr-only">Show messages</legend>
          {filters.map(({ value, label }) => {
            const active = (value === 'unread') === unreadOnly;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={active}
                onClick={() => update({ show: value === 'unread' ? 'unread' : undefined })}
                className={`rounded-md px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${active ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {label}
              </button>
            );
          })}
        </fieldset>
        <p
          ref={listHeadingRef}
          tabIndex={-1}
          aria-live="polite"
          className="text-sm font-medium text-slate-700 focus:outline-none"
        >
          {unreadCount !== undefined && `${unreadCount} unread`}
        </p>
      </div>

      <QueryView
        query={inbox}
        loadingLabel="Loading messages"
        isEmpty={(data) => data.data.length === 0}
        empty={
          unreadOnly ? (
            <EmptyState icon={MailCheck} title="No unread messages" description="You have read every message." />
          ) : (
            <EmptyState
              icon={Inbox}
              title="No messages yet"
              description="Messages sent through the Contact page will appear here."
            />
          )
        }
        paging={{
          label: 'Inbox pages',
          page,
          pagesOf: (data) => data.pagination.pages,
          onPageChange: (next) => {
            update({ page: next });
            listHeadingRef.current?.focus();
          },
        }}
      >
        {(data) => (
          <Card className="overflow-hidden">
            <ResultList
              aria-label={unreadOnly ? 'Unread messages' : 'Messages'}
              items={data.data}
              keyOf={(message) => message.id}
              renderItem={(message) => (
                <InboxMessage
                  message={message}
                  marking={mark.isPending && mark.variables.id === message.id}
                  onToggleRead={toggleRead}
                  onDelete={setDeleting}
                />
              )}
              busy={inbox.isPlaceholderData}
              className="divide-y divide-slate-200"
            />
          </Card>
        )}
      </QueryView>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete Message"
        description={
          <p>
            Delete the message <strong>{deleting?.subject}</strong> from {deleting?.name}? This cannot be undone.
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

/** /admin/inbox: contact submissions for administrators; a teacher who types the address is told so. */
export function InboxPage() {
  const isAdmin = useSignedInUser().role === 'admin';
  if (!isAdmin) {
    return (
      <>
        <PageHeader title="Inbox" />
        <AdminOnlyPanel
          title="Only administrators can read the inbox"
          text="Messages sent through the Contact page go to Tutorium’s administrators, who answer them by email."
        />
      </>
    );
  }
  return <InboxScreen />;
}
