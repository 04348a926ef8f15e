import { Trans, useLingui } from '@lingui/react/macro';
import { notificationEndpoints } from '@tutorium/contract/endpoints/notifications';
import type { Notification } from '@tutorium/contract/notifications';
import { BellOff } from 'lucide-react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { PagedQueryView } from '../../../components/list-screen/paged-query-view';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useMarkAllRead, useMarkRead } from '../api/use-mark-read';
import { useNotifications } from '../api/use-notifications';

const filterClassName = (active: boolean) =>
  `rounded-full px-3 py-1 text-sm font-medium ${active ? 'bg-indigo-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50'}`;

function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useLingui();
  const markRead = useMarkRead();
  const unread = notification.readAt === null;
  const { title } = notification;
  const read = () =>
    markRead.mutate(notification.id, {
      onError: (error) => toast.error(messageOf(error, notificationEndpoints.read.fallbackMessage)),
    });
  return (
    <li className={`flex flex-col gap-2 p-4 sm:flex-row sm:items-start ${unread ? 'bg-indigo-50/60' : 'bg-white'}`}>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {unread && (
            <span className="sr-only">
              <Trans>Unread:</Trans>{' '}
            </span>
          )}
          {notification.title}
        </p>
        <p className="mt-0.5 text-sm break-words text-slate-700">{notification.body}</p>
        <p className="mt-1 text-xs text-slate-600">
          <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {notification.link && (
          <Link
            to={notification.link}
            onClick={unread ? read : undefined}
            aria-label={t`Open: ${title}`}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-indigo-700 hover:bg-indigo-100"
          >
            <Trans>Open</Trans>
          </Link>
        )}
        {unread && (
          <Button
            variant="secondary"
            size="sm"
            loading={markRead.isPending}
            onClick={read}
            aria-label={t`Mark as read: ${title}`}
          >
            <Trans>Mark as read</Trans>
          </Button>
        )}
      </div>
    </li>
  );
}

/** Every notification of the signed-in user, newest first: filter to unread, mark one or all read. */
export function NotificationsPage({ screen }: { screen: 'teacher.notifications' | 'student.notifications' }) {
  const { t } = useLingui();
  const { filters, page, update } = useListParams(screen);
  const unreadOnly = filters.filter === 'unread';
  const list = useNotifications(page, unreadOnly);
  const markAll = useMarkAllRead();
  const unread = list.data?.unread ?? 0;

  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(messageOf(error, notificationEndpoints.readAll.fallbackMessage)),
    });

  return (
    <>
      <PageHeader
        title={t`Notifications`}
        description={list.data ? (unread > 0 ? t`${unread} unread` : t`All caught up`) : undefined}
        actions={
          <Button onClick={markAllRead} loading={markAll.isPending} disabled={unread === 0}>
            <Trans>Mark all as read</Trans>
          </Button>
        }
      />
      <fieldset className="mb-4 flex gap-2">
        <legend className="sr-only">
          <Trans>Show</Trans>
        </legend>
        <button
          type="button"
          aria-pressed={!unreadOnly}
          className={filterClassName(!unreadOnly)}
          onClick={() => update({ filter: undefined })}
        >
          <Trans>All</Trans>
        </button>
        <button
          type="button"
          aria-pressed={unreadOnly}
          className={filterClassName(unreadOnly)}
          onClick={() => update({ filter: 'unread' })}
        >
          <Trans>Unread</Trans>
        </button>
      </fieldset>
      <PagedQueryView
        query={list}
        loadingLabel={t`Loading your notifications`}
        loading="section"
        empty={
          <EmptyState
            icon={BellOff}
            title={unreadOnly ? t`No unread notifications` : t`No notifications yet`}
            description={t`Class changes, reminders and other news for you show up here as they happen.`}
          />
        }
        paging={{ label: t`Notification pages`, page, onPageChange: (next) => update({ page: next }), compact: true }}
      >
        {(answer) => (
          <ul
            aria-label={t`Notifications`}
            className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200"
          >
            {answer.data.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </ul>
        )}
      </PagedQueryView>
    </>
  );
}
