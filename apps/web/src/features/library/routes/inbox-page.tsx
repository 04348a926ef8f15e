import { Trans, useLingui } from '@lingui/react/macro';
import { type ContactSubmission, contactMessages } from '@tutorium/contract/contact';
import { contactEndpoints } from '@tutorium/contract/endpoints/contact';
import { Inbox, MailCheck } from 'lucide-react';
import { PagedResultList } from '../../../components/list-screen/paged-query-view';
import { SegmentedFilter } from '../../../components/list-screen/segmented-filter';
import { AdminOnlyScreen } from '../../../components/people/admin-only-panel';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { reportFormError } from '../../../lib/form-errors';
import { useConfirmedDeletion } from '../../../lib/use-confirmed-deletion';
import { useListScreen } from '../../../lib/use-list-screen';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { useDeleteMessage } from '../api/use-delete-message';
import { useInbox } from '../api/use-inbox';
import { useMarkMessage } from '../api/use-mark-message';
import { InboxMessage } from '../components/inbox-message';

const PAGE_SIZE = 10;

function InboxScreen() {
  const { t } = useLingui();
  const filters = [
    { value: 'all', label: t`All` },
    { value: 'unread', label: t`Unread` },
  ] as const;
  const list = useListScreen('teacher.inbox', 'p');
  const { page, update, resultsRef: listHeadingRef, goToPage } = list;
  const unreadOnly = list.filters.show === 'unread';
  const inbox = useInbox({ unread: unreadOnly ? 'true' : undefined, page, pageSize: PAGE_SIZE });
  const mark = useMarkMessage();
  const deletion = useConfirmedDeletion<ContactSubmission>(useDeleteMessage(), {
    doneMessage: contactMessages.deleted,
    failedMessage: contactEndpoints.remove.fallbackMessage,
    focusAfter: listHeadingRef,
  });

  usePageInRange(inbox, page, update);

  const toggleRead = (message: ContactSubmission) => {
    mark.mutate(
      { id: message.id, read: !message.read },
      {
        // In the Unread view a message read leaves the list, and its button with it.
        onSuccess: () => {
          if (unreadOnly) listHeadingRef.current?.focus();
        },
        onError: (error) => reportFormError(error, contactEndpoints.mark.fallbackMessage),
      },
    );
  };

  const unreadCount = inbox.data?.unreadCount;
  const deletingSubject = deletion.item?.subject;
  const deletingSender = deletion.item?.name;

  return (
    <>
      <PageHeader
        title={t`Inbox`}
        description={t`Messages sent through the Contact page and resource requests, newest first.`}
      />

      <SegmentedFilter
        legend={t`Show messages`}
        choices={filters}
        value={unreadOnly ? 'unread' : 'all'}
        onChange={(value) => update({ show: value === 'unread' ? value : undefined })}
        summary={unreadCount !== undefined && t`${unreadCount} unread`}
        summaryRef={listHeadingRef}
      />

      <PagedResultList
        query={inbox}
        loadingLabel={t`Loading messages`}
        empty={
          unreadOnly ? (
            <EmptyState icon={MailCheck} title={t`No unread messages`} description={t`You have read every message.`} />
          ) : (
            <EmptyState
              icon={Inbox}
              title={t`No messages yet`}
              description={t`Messages sent through the Contact page will appear here.`}
            />
          )
        }
        paging={{ label: t`Inbox pages`, page, onPageChange: goToPage }}
        aria-label={unreadOnly ? t`Unread messages` : t`Messages`}
        renderItem={(message) => (
          <InboxMessage
            message={message}
            marking={mark.isPending && mark.variables.id === message.id}
            onToggleRead={toggleRead}
            onDelete={deletion.ask}
          />
        )}
        className="divide-y divide-slate-200"
        framed
      />

      <ConfirmDialog
        {...deletion.dialog}
        title={t`Delete Message`}
        description={
          <p>
            <Trans>
              Delete the message <strong>{deletingSubject}</strong> from {deletingSender}? This cannot be undone.
            </Trans>
          </p>
        }
        confirmLabel={t`Delete`}
      />
    </>
  );
}

/** /admin/inbox: contact submissions for administrators; a teacher who types the address is told so. */
export function InboxPage() {
  const { t } = useLingui();
  return (
    <AdminOnlyScreen
      title={t`Inbox`}
      locked={{
        title: t`Only administrators can read the inbox`,
        text: t`Messages sent through the Contact page go to Tutorium’s administrators, who answer them by email.`,
      }}
    >
      <InboxScreen />
    </AdminOnlyScreen>
  );
}
